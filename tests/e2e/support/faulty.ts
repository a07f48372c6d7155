import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import zxing from '@zxing/library';
import { queryRows } from '../../../src/server/db/sql.js';
import { writeFakeCameraVideo } from './fake-camera.js';
import { encodeGreyPng, type GreyImage } from './png.js';
import type { E2eServer } from './server.js';

/**
 * Faulty-product browser tests' data (issue 32): a unit the demo dealer sold of the demo
 * supplier's, straight from the seeded ledger, its serial label as Code 128 for Chromium's fake
 * camera, the tickets and photos the report wrote, and the repo's real image fixtures.
 */

export const FIXTURE_IMAGES = join('tests', 'fixtures', 'images');
/** A real 16×16 JPEG (the catalogue's image tests use it). */
export const PHOTO_JPG = join(FIXTURE_IMAGES, 'product-photo.jpg');
/** A real 620×620 PNG over the 1,000,000-byte limit: the browser scales it down before it is queued. */
export const PHOTO_TOO_BIG = join(FIXTURE_IMAGES, 'too-big.png');

// ---- Code 128 for the demo's serials (letters then digits: 'SN2505190000123') ----

/** zxing's own table of the 107 Code 128 symbols (bar/space widths): the reader's patterns, so drawing and reading agree. */
const PATTERNS = (zxing.Code128Reader as unknown as { CODE_PATTERNS: ArrayLike<number>[] }).CODE_PATTERNS;
const START_B = 104;
const START_C = 105;
const CODE_C = 99;
const STOP = 106;

/**
 * The symbol values of `text` in Code 128: set B for the letters, switching to set C (pairs of
 * digits) for a trailing run of at least four digits — the demo's 15-character serials then fit a
 * 640 px camera frame at 4 px a module, as sales.ts's all-digit labels do.
 */
export function code128Values(text: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error('Code 128 set B takes printable ASCII only');
  const run = /^(.*?)(\d{4,})$/.exec(text);
  let head = run ? run[1] : text;
  let digits = run ? run[2] : '';
  if (digits.length % 2) {
    head += digits[0];
    digits = digits.slice(1);
  }
  const pairs = (digits.match(/\d\d/g) ?? []).map(Number);
  const values = head ? [START_B, ...[...head].map((c) => c.charCodeAt(0) - 32), ...(pairs.length ? [CODE_C, ...pairs] : [])] : [START_C, ...pairs];
  const check = values.reduce((sum, v, i) => sum + v * Math.max(1, i), 0) % 103;
  return [...values, check, STOP];
}

/** The label's width the fake camera's frame takes (640 px less its white card margin each side). */
const LABEL_WIDTH = 608;
/** At least this many modules of quiet zone each side (zxing looks for half the start symbol's width of white). */
const MIN_QUIET = 6;

/**
 * The label for `text`, as wide as the frame allows: with grey counter beside the label on the
 * scanned row zxing's reader does not find the start symbol (sales.ts drawCode128), so the quiet
 * zone takes what the bars leave of LABEL_WIDTH.
 */
export function drawCode128Label(text: string, barModules = 40): GreyImage {
  const widths = code128Values(text).flatMap((v) => Array.from(PATTERNS[v]));
  const total = widths.reduce((a, b) => a + b, 0);
  const module = Math.min(4, Math.floor(LABEL_WIDTH / (total + 2 * MIN_QUIET)));
  if (module < 2) throw new Error(`"${text}" is too long for a readable label in a 640 px frame`);
  const quiet = Math.floor((LABEL_WIDTH / module - total) / 2);
  const width = (2 * quiet + total) * module;
  const height = (barModules + 8) * module;
  const pixels = new Uint8Array(width * height).fill(255);
  let x = quiet * module;
  widths.forEach((w, i) => {
    // Even elements are bars, odd ones spaces.
    if (i % 2 === 0) for (let y = 4 * module; y < (4 + barModules) * module; y++) pixels.fill(0, y * width + x, y * width + x + w * module);
    x += w * module;
  });
  return { width, height, pixels };
}

/** Writes the fake camera's video of `serial`'s label to `y4m` (Chromium reads it when the camera opens). */
export function writeLabelVideo(serial: string, y4m: string) {
  const png = `${y4m}.png`;
  writeFileSync(png, encodeGreyPng(drawCode128Label(serial)));
  return writeFakeCameraVideo(png, y4m);
}

// ---- the ledger and the tickets, straight from the tables ----

export interface SoldUnit {
  id: number;
  serialNo: string;
  modelName: string;
  barcode: string;
  supplyName: string;
  /** The sale's day in Istanbul, 'YYYY-MM-DD' (the report's sale date). */
  saleDay: string;
}

/**
 * A unit BY10001 sold (with the customer, its sale not cancelled) of a TDR001 product, never
 * reported faulty, whose serial is the demo's letters-then-digits form (a Code 128 label).
 */
export async function soldTdrUnit(server: E2eServer): Promise<SoldUnit> {
  const [unit] = await queryRows<SoldUnit>(
    server.built.database.db,
    sql`select u.id, u.serial_no as "serialNo", m.name as "modelName", m.barcode, s.name as "supplyName",
          (select to_char((sa.completed_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') from sale_lines l join sales sa on sa.id = l.sale_id
           where l.unit_id = u.id and l.status <> 'CANCELED' order by sa.completed_at desc limit 1) as "saleDay"
        from units u join resellers r on r.id = u.holder_id and r.code = 'BY10001'
        join supplies s on s.id = u.supply_id and s.code = 'TDR001' join models m on m.id = u.model_id
        where u.holder = 'CUSTOMER' and u.status = 'SOLD' and u.serial_no ~ '^[A-Z]{1,4}[0-9]{8,14}$'
          and exists (select 1 from sale_lines l join sales sa on sa.id = l.sale_id where l.unit_id = u.id and l.status <> 'CANCELED')
          and not exists (select 1 from faulty_product_tickets t where t.unit_id = u.id or t.new_unit_id = u.id)
        order by u.id desc limit 1`,
  );
  if (!unit) throw new Error('no unit of TDR001 sold by BY10001 in the demo ledger');
  return unit;
}

export interface TicketRow {
  id: number;
  status: string;
  new_serial_no: string | null;
  cargo_name: string | null;
  cargo_code: string | null;
  photos: number;
  largest_photo: number;
}

/** The faulty tickets of a unit, with their photos' count and largest size. */
export function ticketsOfUnit(server: E2eServer, unitId: number) {
  return queryRows<TicketRow>(
    server.built.database.db,
    sql`select t.id, t.status, t.new_serial_no, t.cargo_name, t.cargo_code,
          (select count(*)::int from faulty_product_photos p where p.ticket_id = t.id) as photos,
          (select coalesce(max(p.size), 0)::int from faulty_product_photos p where p.ticket_id = t.id) as largest_photo
        from faulty_product_tickets t where t.unit_id = ${unitId}::int order by t.id`,
  );
}

/** Where a serial's unit is now: its holder's kind, the reseller's or supplier's code, its status. */
export async function unitOf(server: E2eServer, serialNo: string) {
  const [row] = await queryRows<{ holder: string; code: string | null; status: string }>(
    server.built.database.db,
    sql`select u.holder, coalesce(r.code, s.code) as code, u.status from units u
        left join resellers r on u.holder in ('RESELLER', 'CUSTOMER') and r.id = u.holder_id
        left join supplies s on u.holder = 'SUPPLY' and s.id = u.holder_id
        where u.serial_no = ${serialNo}`,
  );
  return row;
}
