import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import zxing from '@zxing/library';
import { expect } from 'vitest';
import { queryRows } from '../../../src/server/db/sql.js';
import type { SaleCompleteInput } from '../../../src/shared/contract/sale-wizard.js';
import { giveCampaignCodes } from '../../support/sale-fixtures.js';
import { writeFakeCameraVideo } from './fake-camera.js';
import { encodeGreyPng, type GreyImage } from './png.js';
import type { E2eServer } from './server.js';

/**
 * Sales browser tests' data (issue 31), made through the real doors: units put into BY10001's
 * stock by the WEB_SERVICE ledger feeds over HTTP, a campaign serial of BY10001 (the demo's, else
 * one made and activated by the batch service), sales completed through POST /api/sale/complete,
 * and serial labels as Code 128 videos for Chromium's fake camera.
 */

// ---- Code 128 (set C: pairs of digits), drawn as a serial label ----

/** zxing's own table of the 107 Code 128 symbols (bar/space widths): the reader's patterns, so drawing and reading agree. */
const PATTERNS = (zxing.Code128Reader as unknown as { CODE_PATTERNS: ArrayLike<number>[] }).CODE_PATTERNS;
const START_C = 105;
const STOP = 106;

/** The bar/space widths of a digits-only serial of even length in Code 128 set C, with its check symbol. */
export function code128CWidths(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('set C needs an even number of digits');
  const values = [START_C, ...(digits.match(/\d\d/g) ?? []).map(Number)];
  const check = values.reduce((sum, v, i) => sum + v * Math.max(1, i), 0) % 103;
  return [...values, check, STOP].flatMap((v) => Array.from(PATTERNS[v]));
}

/**
 * The label: `module` pixels per module, `quiet` modules of white each side, bars `barModules` tall.
 * A 14-digit serial at the defaults is 608 px wide: with the fake camera's white card margin it
 * fills the 640 px frame's width. It must: with grey counter left of the label on the scanned row,
 * zxing's Code 128 reader (block binarizer) never finds the start symbol — tried: 10 to 40 modules
 * of quiet zone with grey beside them all fail, white to the frame's edges reads.
 */
export function drawCode128(digits: string, module = 4, barModules = 40, quiet = 20): GreyImage {
  const widths = code128CWidths(digits);
  const total = widths.reduce((a, b) => a + b, 0);
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

/** Reads a label back with zxing (as the app's reader does), to prove the drawing before a browser sees it. */
export function readLabel(image: GreyImage): { text: string; format: string } {
  const source = new zxing.RGBLuminanceSource(new Uint8ClampedArray(image.pixels), image.width, image.height);
  const reader = new zxing.MultiFormatReader();
  reader.setHints(new Map([[zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.CODE_128]]]));
  const result = reader.decodeWithState(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)));
  return { text: result.getText(), format: zxing.BarcodeFormat[result.getBarcodeFormat()] };
}

/**
 * Writes the fake camera's video for `serial` to `y4m` (Chromium reads the file each time the camera
 * opens, so one browser scans several labels by rewriting it between two scans).
 */
export function writeSerialVideo(serial: string, y4m: string) {
  const png = `${y4m}.png`;
  writeFileSync(png, encodeGreyPng(drawCode128(serial)));
  return writeFakeCameraVideo(png, y4m);
}

/** On a phone, folds a list's filters again (after filtering) so a picture shows the rows. */
export async function foldFilters(page: import('playwright-core').Page, listId: string) {
  const toggle = page.locator(`[data-testid="${listId}-filters-toggle"]`);
  // Open is the bar's class (Ionic moves the toggle's aria-expanded off its host element).
  const open = async () => ((await page.locator(`[data-testid="${listId}-filters"]`).getAttribute('class')) ?? '').includes('filter-open');
  if ((await toggle.isVisible()) && (await open())) {
    await toggle.click();
    await expect.poll(open).toBe(false);
  }
}

// ---- data through the real APIs ----

/** Today in Istanbul (UTC+3 all year), as the feeds date their documents. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

export async function apiLogin(server: E2eServer, username: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function ingest(server: E2eServer, token: string, path: string, rows: Record<string, unknown>[]) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ rows }),
  });
  const text = await res.text();
  if (res.status !== 200 || (JSON.parse(text) as { accepted?: number }).accepted !== rows.length) throw new Error(`${path}: ${res.status} ${text}`);
}

export interface DealerProduct {
  id: number;
  name: string;
  barcode: string;
  supplyCode: string;
  recommendedSellPrice: number;
}

/** A product on BY10001's price list (DST001's version in force, approved) with a recommended sale price. */
export async function dealerProduct(server: E2eServer): Promise<DealerProduct> {
  const [p] = await queryRows<DealerProduct>(
    server.built.database.db,
    sql`select m.id, m.name, m.barcode, s.code as "supplyCode", q.recommended_sell_price::float8 as "recommendedSellPrice"
        from models m join supplies s on s.id = m.supply_id
        join model_price_disties d on d.model_id = m.id join disties x on x.id = d.disty_id and x.code = 'DST001'
        join model_price_supplies q on q.id = d.model_price_supply_id
        where m.approve_type = 'APPROVED' and d.approve_type = 'APPROVED' and d.start_date <= now() and (d.end_date is null or d.end_date > now())
          and d.reseller_price is not null and q.recommended_sell_price > 0
        order by m.id limit 1`,
  );
  if (!p) throw new Error('no product on DST001’s price list with a recommended sale price');
  return p;
}

/**
 * `count` new units of `product` in BY10001's stock, with digits-only serials (14 digits: a Code 128
 * set C label): the supplier invoices them to DST001 and DST001 to BY10001, both through the
 * WEB_SERVICE feeds over HTTP.
 */
export async function giveDealerUnits(server: E2eServer, product: DealerProduct, count: number): Promise<string[]> {
  const stamp = `${Date.now()}`.slice(-12);
  const serials = Array.from({ length: count }, (_, i) => `${stamp}${String(i + 11).padStart(2, '0')}`);
  const token = await apiLogin(server, 'web_service');
  const day = today();
  const line = (serialNo: string, price: number) => ({ barcode: product.barcode, serialNo, price, vatRatio: 20 });
  await ingest(
    server,
    token,
    '/ingest/supplyInvoices',
    serials.map((s) => ({ supplyCode: product.supplyCode, distyCode: 'DST001', invoiceNo: `E2E-SI-${stamp}`, invoiceDate: day, ...line(s, 100) })),
  );
  await ingest(
    server,
    token,
    '/ingest/distribution',
    serials.map((s) => ({ type: 'INVOICE', distyCode: 'DST001', resellerCode: 'BY10001', invoiceNo: `E2E-DI-${stamp}`, invoiceDate: day, ...line(s, 120) })),
  );
  return serials;
}

export interface DealerCode {
  campaignId: number;
  campaignName: string;
  serial: string;
}

/**
 * An unused campaign serial of BY10001 of an active campaign, usable now (its batch activated and
 * completed, not deactivated): the demo's when it has one, else a batch of one made and activated
 * by the batch service for the first active campaign.
 */
export async function dealerCampaignSerial(server: E2eServer): Promise<DealerCode> {
  const db = server.built.database.db;
  const find = () =>
    queryRows<{ campaign_id: number; description: string; code: string }>(
      db,
      sql`select s.campaign_id, c.description, s.code::text as code from campaign_serials s
          join resellers r on r.id = s.reseller_id and r.code = 'BY10001'
          join accessory_campaigns c on c.id = s.campaign_id and c.status = 1
          join code_batches b on b.id = s.batch_id and b.is_activated and b.status = 'COMPLETED'
          where s.used_at is null and s.deactivated_at is null
          order by s.campaign_id, s.id limit 1`,
    );
  let [row] = await find();
  if (!row) {
    await giveCampaignCodes(server.built, 'BY10001', { serials: 1 });
    [row] = await find();
  }
  const { formatCode } = await import('../../../src/shared/campaign-code.js');
  return { campaignId: row.campaign_id, campaignName: row.description, serial: formatCode(Number(row.code)) };
}

/** The sellable unit of a serial as the wizard's API answers it for `token`'s dealer. */
export async function sellableUnit(server: E2eServer, token: string, serialNo: string) {
  const res = await fetch(`${server.url}/api/sale/sellableUnits?serialNo=${encodeURIComponent(serialNo)}`, { headers: { authorization: `Bearer ${token}` } });
  const units = (await res.json()) as { unitId: number; serialNo: string; modelId: number; recommendedSellPrice: number }[];
  if (res.status !== 200 || units.length !== 1) throw new Error(`sellableUnits ${serialNo}: ${res.status} ${JSON.stringify(units)}`);
  return units[0];
}

/** A VANILLA sale of these serials at their recommended price, completed through POST /api/sale/complete as `username` (another device). */
export async function sellByApi(server: E2eServer, username: string, serials: string[]): Promise<{ id: number }> {
  const token = await apiLogin(server, username);
  const units = await Promise.all(serials.map((s) => sellableUnit(server, token, s)));
  const body: SaleCompleteInput = {
    productSaleType: 'VANILLA',
    customerType: 'MOBILE',
    customerName: 'Deniz',
    customerSurname: 'Kara',
    customerPhoneNo: '(532) 444-5566',
    lines: units.map((u) => ({ unitId: u.unitId, serialNo: u.serialNo, modelId: u.modelId, price: u.recommendedSellPrice })),
  };
  const res = await fetch(`${server.url}/api/sale/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`sale/complete: ${res.status} ${text}`);
  return JSON.parse(text) as { id: number };
}

/** The sales holding a serial (id, type, status, campaign serial) straight from the tables. */
export function salesOfSerial(server: E2eServer, serialNo: string) {
  return queryRows<{ id: number; sale_type: string; status: string; serial_value: string | null }>(
    server.built.database.db,
    sql`select s.id, s.sale_type, s.status, s.serial_value from sales s join sale_lines l on l.sale_id = s.id join units u on u.id = l.unit_id
        where l.serial_no = ${serialNo} order by s.id`,
  );
}

/** Where a unit is now: its holder's kind, the reseller's code when a reseller holds it, its status. */
export async function unitWhere(server: E2eServer, serialNo: string) {
  const [row] = await queryRows<{ holder: string; code: string | null; status: string }>(
    server.built.database.db,
    sql`select u.holder, r.code, u.status from units u left join resellers r on u.holder = 'RESELLER' and r.id = u.holder_id where u.serial_no = ${serialNo}`,
  );
  return row;
}
