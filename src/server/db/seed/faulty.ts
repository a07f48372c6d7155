import { sql } from 'drizzle-orm';
import type { ImageStore } from '../../lib/image-store.js';
import { createImage, drawShape, drawText, encodePng, fill, type Rgb, SHAPES } from '../../lib/png.js';
import { type Db, execute, inTransaction, intArray, queryRows, textArray } from '../sql.js';

/**
 * The demo's faulty-product tickets (issue 32), after the sales (seed/sales.ts): about 3,000 tickets
 * (at most a third of the sold units: a few hundred on the tests' 6,000 units) over the last six
 * months, each on a unit a dealer sold (units.holder CUSTOMER, its completed sale), in the three
 * states, with 1–3 photos in the private photo store.
 * - A ticket comes some time after the sale (sooner more often); a sale of the last two days is
 *   still waiting, and about 3 % of the older ones too, so the suppliers' bells have a count.
 *   Of the decided ones 60 % are approved, 40 % rejected with a reason, within three days.
 * - An approval writes what faulty-ledger.ts recordReplacement writes for one ticket, here set-based
 *   (one statement per kind for every approved ticket; a per-ticket call would cost seconds at every
 *   first `npm start` on PGlite): the faulty unit back to its supplier (FAULTY_RETURN, RETURNED) and
 *   the new serial as a unit with the customer (FAULTY_REPLACEMENT, SOLD), document_id the ticket.
 * - The demo dealer BY10001 (eight times the others' share) and the demo supplier TDR001 have
 *   tickets in every state (their first older units drawn: approved, rejected, then waiting).
 * - Photos: eight drawn PNGs stored once each; photo rows share them (nothing removes a stored
 *   photo but a report that failed, which never reaches these keys).
 * Repeatable: every draw is a hash of the unit's id.
 */
const TARGET = 3_000;
const MAX_SHARE = 1 / 3;
const DEMO_DEALER = 'BY10001';
const DEMO_SUPPLY = 'TDR001';

const DESCRIPTIONS = [
  'Ürün şarj olmuyor, kablo takılınca ışık yanmıyor.',
  'Müşteri iki gün kullandıktan sonra ürün hiç açılmamış.',
  'Kulaklığın sağ tarafından ses gelmiyor.',
  'Ekran koruyucu takılırken kenarından çatladı, kutudan çıktığı gibi kusurlu.',
  'Bluetooth eşleşmesi sürekli kopuyor.',
  'Şarj aleti çok ısınıyor, müşteri kullanmaktan çekiniyor.',
  'Kılıfın düğme yerleri telefonla uyuşmuyor.',
  'Powerbank %50 üzerine şarj olmuyor.',
  'Hoparlörde cızırtı var, ses yükselince artıyor.',
  'Kablonun uç kısmı temassızlık yapıyor.',
  'Akıllı saat kayışının tokası kırık çıktı.',
  'Araç tutucunun vantuzu tutmuyor.',
];
const REJECT_REASONS = [
  'Üründe darbe izi var, kullanıcı hatası garanti kapsamı dışındadır.',
  'Sıvı teması tespit edildi, garanti kapsamında değildir.',
  'Gönderilen fotoğraflarda arıza görülmedi, ürün test edildi ve sorunsuz çalışıyor.',
  'Seri numarası etiketi sökülmüş, garanti işlemi yapılamaz.',
  'Ürün orijinal kutusu ve aksesuarları olmadan bildirildi.',
];
const CARGO = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'Sürat Kargo'];

/** A repeatable draw in [0, 1) of a key and a salt (hashtext is built into PostgreSQL and PGlite). */
const draw = (key: ReturnType<typeof sql>, salt: string) => sql`((hashtext(${key}::text || ${salt}) & 2147483647)::float8 / 2147483648)`;
const pick = (list: readonly string[], key: ReturnType<typeof sql>, salt: string) => sql`(${textArray(list)})[1 + floor(${draw(key, salt)} * ${list.length}::int)::int]`;
/** The demo dealer's first three and the demo supplier's first four older units drawn, so each has every state. */
const FORCED = ['APPROVED', 'REJECTED', 'WAITING', 'WAITING'];

/** A photo of a faulty accessory: the product's shape on a table, a red crack across it. */
function faultyPhoto(i: number): Buffer {
  const colours: Rgb[] = [
    [40, 44, 52],
    [230, 230, 235],
    [30, 90, 160],
    [200, 60, 60],
    [60, 140, 90],
    [240, 180, 40],
    [120, 70, 150],
    [90, 90, 90],
  ];
  const colour = colours[i % colours.length];
  const image = createImage(480, 360, [214 - i * 6, 200 - i * 4, 180]);
  drawShape(image, SHAPES[i % SHAPES.length], colour, { x: 120, y: 60, size: 240 });
  // A jagged crack across the product.
  fill(image, [210, 20, 20], (x, y) => Math.abs(y - (90 + (x - 150) * 0.8 + Math.sin(x / 7) * 9)) <= 2.5, { x: 150, y: 60, width: 190, height: 250 });
  drawText(image, `ARIZA ${i + 1}`, [20, 20, 20], 240, 334, 3);
  return encodePng(image);
}

export interface SeededFaulty {
  tickets: number;
  waiting: number;
  approved: number;
  rejected: number;
  photos: number;
}

export async function seedFaulty(db: Db, photos: ImageStore, now = new Date()): Promise<SeededFaulty | null> {
  // Once: a database that has tickets keeps them.
  const [{ any }] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from faulty_product_tickets) as any`);
  if (any) return null;
  const [{ sold }] = await queryRows<{ sold: number }>(db, sql`select count(*)::int as sold from units where holder = 'CUSTOMER' and status = 'SOLD'`);
  if (!sold) return null;
  const rate = Math.min(MAX_SHARE, TARGET / sold);
  // The demo dealer's customers bring more back, so its screens have pages (most of its sold units stay free to report).
  const dealerRate = Math.min(0.2, rate * 8);
  const pictures = Array.from({ length: 8 }, (_, i) => faultyPhoto(i));
  const keys = await Promise.all(pictures.map((p) => photos.put(p, 'image/png')));
  const sizes = pictures.map((p) => p.length);

  return inTransaction(db, async (tx) => {
    const u = sql`s.unit_id`;
    const nowTs = sql`${now}::timestamptz`;
    // The chosen sold units, each with its sale, its state and its times, as tickets (oldest first).
    await execute(
      tx,
      sql`with sold as (
            select u.id as unit_id, u.serial_no, u.model_id, u.supply_id, u.holder_id as reseller_id, m.sub_category_id, m.category_id,
              sa.id as sale_id, sa.completed_at, r.code = ${DEMO_DEALER} as demo_dealer, sp.code = ${DEMO_SUPPLY} as demo_supply,
              sa.completed_at < ${nowTs} - interval '2 days' as old, ${draw(sql`u.id`, 'pick')} as p
            from units u join models m on m.id = u.model_id join resellers r on r.id = u.holder_id join supplies sp on sp.id = u.supply_id
            join lateral (
              select sa.id, sa.completed_at from sale_lines sl join sales sa on sa.id = sl.sale_id
              where sl.unit_id = u.id and sl.status = 'SOLD' and sa.status = 'COMPLETED' and sa.reseller_id = u.holder_id
              order by sa.completed_at desc limit 1) sa on true
            -- The draw first: only the drawn units (and the demo dealer's) look up their sale.
            where u.holder = 'CUSTOMER' and u.status = 'SOLD' and (${draw(sql`u.id`, 'pick')} < ${rate}::float8 or r.code = ${DEMO_DEALER})),
          ranked as (
            -- The demo dealer's forced ones on other supplies' units first: its few units of TDR001 in the
            -- tests' small ledger stay free to report (the browser test reports one).
            select *, row_number() over (partition by demo_dealer, old order by demo_supply, p) as dealer_rank,
              row_number() over (partition by demo_supply and not demo_dealer, old order by p) as supply_rank
            from sold),
          staged as (
            select s.*, coalesce(
                case when demo_dealer and old and dealer_rank <= 3 then (${textArray(FORCED)})[dealer_rank::int] end,
                case when demo_supply and not demo_dealer and old and supply_rank <= 4 then (${textArray(FORCED)})[supply_rank::int] end,
                case when not old or ${draw(u, 'state')} < 0.03 then 'WAITING' when ${draw(u, 'verdict')} < 0.6 then 'APPROVED' else 'REJECTED' end) as status
            from ranked s
            where p < case when demo_dealer then ${dealerRate}::float8 else ${rate}::float8 end
              or (old and ((demo_dealer and dealer_rank <= 3) or (demo_supply and not demo_dealer and supply_rank <= 4)))),
          timed as (
            select s.*,
              case when status = 'WAITING'
                -- A waiting ticket is of the last twelve days (after its sale).
                then greatest(completed_at + interval '5 minutes', ${nowTs} - interval '12 days')
                  + (${nowTs} - interval '1 minute' - greatest(completed_at + interval '5 minutes', ${nowTs} - interval '12 days')) * ${draw(u, 'when')}
                -- A decided one from an hour after its sale to a day ago, sooner more often.
                else completed_at + interval '1 hour' + (${nowTs} - interval '1 day' - completed_at - interval '1 hour') * power(${draw(u, 'when')}, 2)
              end as created_at
            from staged s)
          insert into faulty_product_tickets (reseller_id, supply_id, model_id, sub_category_id, category_id, unit_id, serial_no, sale_id, sale_date, description, status,
            reject_description, new_serial_no, cargo_name, cargo_code, created_by, decided_by, decided_at, created_at)
          select s.reseller_id, s.supply_id, s.model_id, s.sub_category_id, s.category_id, s.unit_id, s.serial_no, s.sale_id,
            ((s.completed_at at time zone 'UTC') + interval '3 hours')::date, ${pick(DESCRIPTIONS, u, 'desc')}, s.status,
            case when s.status = 'REJECTED' then ${pick(REJECT_REASONS, u, 'reason')} end,
            case when s.status = 'APPROVED' then 'YD' || lpad(s.unit_id::text, 10, '0') end,
            case when s.status = 'APPROVED' then ${pick(CARGO, u, 'cargo')} end,
            case when s.status = 'APPROVED' then lpad((floor(${draw(u, 'track')} * 1e12))::bigint::text, 12, '0') end,
            (select ur.user_id from user_resellers ur where ur.reseller_id = s.reseller_id order by hashtext(ur.user_id::text || s.unit_id::text) limit 1),
            case when s.status <> 'WAITING' then (select us.id from users us where us.supply_id = s.supply_id order by hashtext(us.id::text || s.unit_id::text) limit 1) end,
            case when s.status <> 'WAITING' then least(${nowTs} - interval '1 minute', s.created_at + interval '1 hour' + interval '70 hours' * ${draw(u, 'decide')}) end,
            s.created_at
          from timed s order by s.created_at, s.unit_id`,
    );
    // The approvals in the ledger: the faulty units back to their suppliers, the new serials with the customers.
    await execute(
      tx,
      sql`with moved as (
            update units u set holder = 'SUPPLY', holder_id = u.supply_id, status = 'RETURNED', received_at = t.decided_at, moves = u.moves + 1
            from faulty_product_tickets t
            where t.status = 'APPROVED' and u.id = t.unit_id and u.holder = 'CUSTOMER' and u.holder_id = t.reseller_id and u.status = 'SOLD'
            returning u.id, u.supply_id, t.reseller_id, t.id as ticket_id, t.decided_at)
          insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
          select id, 'FAULTY_RETURN', 'CUSTOMER', reseller_id, 'SUPPLY', supply_id, 'RETURNED', ticket_id, decided_at from moved`,
    );
    await execute(
      tx,
      sql`with made as (
            insert into units (model_id, supply_id, serial_no, holder, holder_id, status, received_at, moves, created_at)
            select t.model_id, t.supply_id, t.new_serial_no, 'CUSTOMER', t.reseller_id, 'SOLD', t.decided_at, 1, t.decided_at
            from faulty_product_tickets t where t.status = 'APPROVED' order by t.id
            returning id, model_id, serial_no),
          linked as (
            update faulty_product_tickets t set new_unit_id = made.id from made
            where t.status = 'APPROVED' and t.model_id = made.model_id and t.new_serial_no = made.serial_no
            returning t.id, t.new_unit_id, t.supply_id, t.reseller_id, t.decided_at)
          insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
          select new_unit_id, 'FAULTY_REPLACEMENT', 'SUPPLY', supply_id, 'CUSTOMER', reseller_id, 'SOLD', id, decided_at from linked`,
    );
    // 1–3 photos a ticket, the stored pictures shared.
    await execute(
      tx,
      sql`insert into faulty_product_photos (ticket_id, position, storage_key, content_type, size, created_at)
          select t.id, n, (${textArray(keys)})[1 + (t.id * 3 + n) % ${keys.length}::int], 'image/png', (${intArray(sizes)})[1 + (t.id * 3 + n) % ${keys.length}::int], t.created_at
          from faulty_product_tickets t cross join lateral generate_series(1, 1 + (hashtext(t.id::text || 'photos') & 2147483647) % 3) n`,
    );
    const [counts] = await queryRows<SeededFaulty>(
      tx,
      sql`select count(*)::int as tickets, count(*) filter (where status = 'WAITING')::int as waiting, count(*) filter (where status = 'APPROVED')::int as approved,
            count(*) filter (where status = 'REJECTED')::int as rejected, (select count(*)::int from faulty_product_photos) as photos
          from faulty_product_tickets`,
    );
    return counts;
  });
}
