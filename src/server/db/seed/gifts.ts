import { sql } from 'drizzle-orm';
import type { ImageStore } from '../../lib/image-store.js';
import type { Rgb } from '../../lib/png.js';
import { decideGift } from '../../scores/gifts/gift-decide.js';
import { requestGift } from '../../scores/gifts/gift-request.js';
import { saveGift } from '../../scores/gifts/gift-save.js';
import { setGiftStatus } from '../../scores/gifts/gift-sql.js';
import { type Db, execute, queryRows, textArray } from '../sql.js';
import { type GiftDrawing, giftPicture } from './gift-pictures.js';

/**
 * The demo gift catalogue and its requests (issue 33), called by seed/scores.ts after the approvals:
 * - 30 gifts through saveGift (the catalogue screen's service), 1–3 drawn pictures each
 *   (seed/gift-pictures.ts), four of them passive; created over the months before the requests.
 * - A few hundred requests of up to 160 dealers with approved points: each spends at most 70 % of
 *   what it had approved 80 days ago, in 1–3 requests over those 80 days (so its approved balance
 *   never runs short at any moment of its ledger). The last week's wait mostly; the older ones are
 *   approved (65 %) or rejected, the rejection refunding the points (SCORE_REFUND) within three
 *   days. Set-based: the spends, the refunds and the requests in three statements, ids drawn from
 *   the ledger's sequence first. Each requesting dealer gets its admin user (no password: history only).
 * - The demo dealer BY10001 asks through requestGift and the admin decides through decideGift (the
 *   screens' services): nine requests in each state over its last 60 days, keeping twice the cheapest
 *   gift's score approved so the browser test can still ask for one.
 * The ledger's latest_* and balances are settled by the caller afterwards (seed/scores.ts).
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MAX_DEALERS = 160;

interface CatalogueGift {
  name: string;
  score: number;
  drawing: GiftDrawing;
  colour: Rgb;
  images: 1 | 2 | 3;
  description: string;
  passive?: boolean;
}

const g = (name: string, score: number, drawing: GiftDrawing, colour: Rgb, images: 1 | 2 | 3, description: string, passive = false): CatalogueGift => ({
  name,
  score,
  drawing,
  colour,
  images,
  description,
  passive,
});

export const DEMO_GIFTS: CatalogueGift[] = [
  g('Temperli Cam Ekran Koruyucu', 10, 'screenGuard', [150, 200, 230], 1, '9H sertlikte, kenardan kenara temperli cam; kurulum aparatıyla.'),
  g('USB-C Hızlı Şarj Kablosu (1 m)', 15, 'cable', [235, 235, 240], 2, 'USB-C – USB-C, 60 W hızlı şarj ve veri aktarımı.'),
  g('Örgülü Lightning Kablo (1,2 m)', 20, 'cable', [200, 60, 60], 2, 'Naylon örgülü, kopmaya dayanıklı Lightning şarj kablosu.'),
  g('Silikon Telefon Kılıfı', 25, 'phoneCase', [30, 60, 120], 3, 'İçi mikrofiber kaplı, kamera korumalı yumuşak silikon kılıf.'),
  g('Şeffaf Darbe Emici Kılıf', 30, 'phoneCase', [205, 215, 225], 2, 'Köşeleri hava yastıklı, sararmaz şeffaf kılıf.'),
  g('Porselen Kupa', 35, 'mug', [60, 140, 90], 1, 'Bayi Portalı logolu 350 ml porselen kupa.'),
  g('20 W USB-C Şarj Adaptörü', 40, 'charger', [240, 240, 244], 2, 'PD 3.0 destekli, kompakt duvar şarj adaptörü.'),
  g('Araç İçi Telefon Tutucu', 45, 'carHolder', [50, 50, 56], 2, 'Havalandırma ızgarasına takılan, tek elle kilitlenen tutucu.'),
  g('64 GB USB Bellek', 50, 'flashDrive', [200, 60, 60], 1, 'USB 3.2, metal gövdeli anahtarlık halkalı bellek.'),
  g('Kablosuz Şarj Pedi (15 W)', 60, 'wirelessPad', [40, 44, 52], 2, 'Qi uyumlu, kaydırmaz yüzeyli kablosuz şarj pedi.'),
  g('Kablosuz Mouse', 70, 'mouse', [60, 64, 72], 2, 'Sessiz tıklamalı, 2,4 GHz alıcılı kablosuz mouse.'),
  g('10.000 mAh Powerbank', 80, 'powerbank', [40, 44, 52], 3, 'İki çıkışlı, LED göstergeli ince powerbank.'),
  g('Çelik Termos (500 ml)', 90, 'thermos', [30, 90, 160], 2, 'Çift cidarlı paslanmaz çelik; 12 saat sıcak, 24 saat soğuk.'),
  g('Selfie Çubuğu ve Tripod', 110, 'tripod', [45, 45, 50], 2, 'Bluetooth kumandalı, ayaklı selfie çubuğu.'),
  g('20.000 mAh Powerbank', 140, 'powerbank', [235, 235, 240], 2, '22,5 W hızlı şarj destekli yüksek kapasiteli powerbank.'),
  g('Mini Bluetooth Hoparlör', 150, 'speaker', [60, 140, 90], 2, 'Avuç içi boyutunda, 8 saat çalma süreli hoparlör.'),
  g('Kablosuz Kulaklık (TWS)', 180, 'earbuds', [40, 44, 52], 3, 'Şarj kutulu, dokunmatik kontrollü kablosuz kulak içi kulaklık.'),
  g('Bluetooth Klavye', 200, 'keyboard', [50, 54, 62], 2, 'Türkçe Q, üç cihaza bağlanabilen ince klavye.'),
  g('Akıllı Bileklik', 220, 'band', [40, 44, 52], 2, 'Adım, nabız ve uyku takibi; 14 gün pil ömrü.'),
  g('Bluetooth Kulak Üstü Kulaklık', 260, 'headset', [30, 90, 160], 3, 'Katlanabilir, 30 saat çalma süreli kulak üstü kulaklık.'),
  g('Dizüstü Sırt Çantası', 300, 'backpack', [60, 64, 72], 2, '15,6" bölmeli, su itici kumaşlı sırt çantası.'),
  g('Oyuncu Kulaklığı (Mikrofonlu)', 320, 'headset', [200, 40, 40], 2, 'Çıkarılabilir mikrofonlu, 7.1 sanal surround oyuncu kulaklığı.'),
  g('Su Geçirmez Bluetooth Hoparlör', 400, 'speaker', [30, 90, 160], 3, 'IPX7, 20 W, iki hoparlörü eşleyebilen taşınabilir hoparlör.'),
  g('Hediye Çeki (250 TL)', 500, 'giftCard', [30, 90, 160], 1, 'Anlaşmalı mağazalarda geçerli 250 TL hediye çeki.'),
  g('Akıllı Saat', 900, 'smartwatch', [40, 44, 52], 3, 'AMOLED ekranlı, bildirim ve spor takibi yapan akıllı saat.'),
  g('Akıllı Saat Pro (GPS)', 1_500, 'smartwatch', [180, 150, 110], 2, 'Dahili GPS, titanyum kasa, 5 ATM su geçirmezlik.', true),
  g('10" Tablet', 2_500, 'tablet', [60, 64, 72], 2, '10,1" ekran, 4 GB RAM, 64 GB depolama.'),
  g('Akıllı Telefon', 4_000, 'phone', [40, 44, 52], 3, '6,5" ekranlı, 128 GB depolamalı akıllı telefon.', true),
  g('Oyuncu Mouse (RGB)', 120, 'mouse', [200, 40, 40], 1, 'RGB aydınlatmalı, 6 tuşlu oyuncu mouse.', true),
  g('Kablolu Kulak Üstü Kulaklık', 60, 'headset', [235, 235, 240], 1, '3,5 mm jaklı, katlanabilir kulak üstü kulaklık.', true),
];

export interface SeededGifts {
  gifts: number;
  requests: number;
  dealerRequests: number;
}

const FIRST = ['Ahmet', 'Mehmet', 'Ayşe', 'Fatma', 'Mustafa', 'Zeynep', 'Hüseyin', 'Elif', 'Murat', 'Emine', 'Burak', 'Derya', 'Serkan', 'Gül', 'Onur', 'Esra'];
const LAST = ['Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özdemir', 'Şimşek', 'Polat', 'Erdoğan', 'Yavuz'];
/** A repeatable draw in [0, 1) of a key and a salt (hashtext is built into PostgreSQL and PGlite). */
export const draw = (key: ReturnType<typeof sql>, salt: string) => sql`((hashtext(${key}::text || ${salt}) & 2147483647)::float8 / 2147483648)`;

async function seedCatalogue(db: Db, images: ImageStore, adminId: number, now: Date): Promise<void> {
  for (const [i, gift] of DEMO_GIFTS.entries()) {
    const files = Array.from({ length: gift.images }, (_, view) => ({ data: giftPicture(gift.drawing, gift.colour, view), type: 'image/png' as const }));
    const saved = await saveGift(db, images, adminId, { name: gift.name, description: gift.description, giftScore: gift.score }, files);
    if (gift.passive) await setGiftStatus(db, saved.id, 0);
    // Added over the months before the requests, in catalogue order.
    const at = new Date(now.getTime() - (240 - i * 5) * DAY);
    await execute(db, sql`update gifts set created_at = ${at}, updated_at = ${at} where id = ${saved.id}::int`);
  }
}

/** The other dealers' requests, set-based (see the header). */
async function bulkRequests(db: Db, dealerId: number, adminId: number, now: Date): Promise<number> {
  const nowTs = sql`${now}::timestamptz`;
  const from = sql`(${nowTs} - interval '80 days')`;
  const key = sql`(p.reseller_id || '-' || p.n)`;
  await execute(db, sql`drop table if exists seed_gift_plan`);
  await execute(
    db,
    sql`create temp table seed_gift_plan as
        with budgets as (
          select s.reseller_id, sum(s.transaction_amount)::int as approved from score_transactions s
          where s.type = 'SCORE_APPROVE' and s.created_at < ${from} and s.reseller_id <> ${dealerId}::int
          group by s.reseller_id order by ${draw(sql`s.reseller_id`, 'gifts')} limit ${MAX_DEALERS}::int),
        slots as (
          select b.reseller_id, b.approved, n, 1 + floor(${draw(sql`b.reseller_id`, 'count')} * 3)::int as k
          from budgets b cross join generate_series(1, 3) n),
        picked as (
          select p.reseller_id, p.n, gi.id as gift_id, gi.gift_score as score,
            ${from} + (${nowTs} - interval '1 hour' - ${from}) * ${draw(key, 'when')} as at
          from slots p cross join lateral (
            select id, gift_score from gifts where status = 1 and gift_score <= floor(0.7 * p.approved / p.k)
            order by hashtext(id::text || '-' || ${key}) limit 1) gi
          where p.n <= p.k),
        judged as (
          select p.*, case when p.at > ${nowTs} - interval '7 days' and ${draw(key, 'wait')} < 0.8 then 'WAITING_FOR_RESPONSE'
            when ${draw(key, 'verdict')} < 0.65 then 'APPROVED_TO_REQUEST' else 'REJECTED_TO_REQUEST' end as status
          from picked p)
        select j.*, nextval(pg_get_serial_sequence('score_transactions', 'id')) as spend_id,
          case when j.status = 'REJECTED_TO_REQUEST' then nextval(pg_get_serial_sequence('score_transactions', 'id')) end as refund_id,
          case when j.status <> 'WAITING_FOR_RESPONSE' then least(${nowTs} - interval '10 minutes', j.at + interval '2 hours' + interval '1 hour' * floor(${draw(sql`(j.reseller_id || '-' || j.n)`, 'decide')} * 70)) end as decided_at
        from judged j order by j.at`,
  );
  // Each requesting dealer's admin (the requester column), unless it has a user.
  await execute(
    db,
    sql`with dealers as (
          select distinct p.reseller_id, r.code from seed_gift_plan p join resellers r on r.id = p.reseller_id
          where not exists (select 1 from user_resellers ur where ur.reseller_id = p.reseller_id)),
        made as (
          insert into users (username, name, surname, roles, login_reseller_id)
          select lower(d.code) || '.yonetici', (${textArray(FIRST)})[1 + (hashtext(d.code || 'ad') & 1023) % ${FIRST.length}::int],
            (${textArray(LAST)})[1 + (hashtext(d.code || 'soyad') & 1023) % ${LAST.length}::int], array['RESELLER_ADMIN'], d.reseller_id
          from dealers d returning id, login_reseller_id)
        insert into user_resellers (user_id, reseller_id) select id, login_reseller_id from made`,
  );
  await execute(
    db,
    sql`insert into score_transactions (id, reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        select spend_id, reseller_id, 'SCORE_SPEND', score, 0, 0, 0, null::int, at from seed_gift_plan
        union all
        select refund_id, reseller_id, 'SCORE_REFUND', score, 0, 0, 0, null::int, decided_at from seed_gift_plan where refund_id is not null`,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with made as (
          insert into gift_transactions (gift_id, reseller_id, disty_id, requested_by, score, status, spend_transaction_id, refund_transaction_id, decided_by, decided_at, created_at)
          select p.gift_id, p.reseller_id, r.disty_id, (select min(ur.user_id) from user_resellers ur where ur.reseller_id = p.reseller_id), p.score, p.status,
            p.spend_id, p.refund_id, case when p.decided_at is not null then ${adminId}::int end, p.decided_at, p.at
          from seed_gift_plan p join resellers r on r.id = p.reseller_id order by p.at
          returning 1)
        select count(*)::int as n from made`,
  );
  await execute(db, sql`drop table seed_gift_plan`);
  return row.n;
}

/** Request states in time order: decided ones first, the newest waiting. */
const DEALER_STATES = ['APPROVE', 'REJECT', 'APPROVE', 'REJECT', 'APPROVE', 'REJECT', 'WAIT', 'WAIT', 'WAIT'] as const;

/**
 * The demo dealer's requests through the services over its last 60 days (see the header): its budget
 * is what it had approved 60 days ago, less what an approved cancel took since and a reserve of twice
 * the cheapest gift; a rejected request is refunded before the next one, so it costs the budget nothing.
 */
async function dealerRequests(db: Db, dealerId: number, adminId: number, now: Date): Promise<number> {
  const start = now.getTime() - 60 * DAY;
  const [ledger] = await queryRows<{ approved: number }>(
    db,
    sql`select (coalesce(sum(transaction_amount) filter (where type in ('SCORE_APPROVE', 'SCORE_REFUND') and created_at < ${new Date(start)}), 0)
              - coalesce(sum(transaction_amount) filter (where type = 'SCORE_SPEND' or type = 'APPROVED_SCORE_CANCEL'), 0))::int as approved
        from score_transactions where reseller_id = ${dealerId}::int`,
  );
  const gifts = await queryRows<{ id: number; gift_score: number }>(db, sql`select id, gift_score from gifts where status = 1 order by gift_score, id`);
  const users = await queryRows<{ id: number }>(db, sql`select user_id as id from user_resellers where reseller_id = ${dealerId}::int order by user_id`);
  if (!gifts.length || !users.length) return 0;
  let budget = Math.floor(ledger.approved * 0.6) - 2 * gifts[0].gift_score;
  const plan: { giftId: number; state: (typeof DEALER_STATES)[number] }[] = [];
  for (const [i, state] of DEALER_STATES.entries()) {
    const fits = gifts.filter((x) => x.gift_score <= budget);
    if (!fits.length) continue;
    // Cheap and dear ones in turn, so the lists show a spread.
    const gift = fits[(i * 5) % fits.length];
    plan.push({ giftId: gift.id, state });
    if (state !== 'REJECT') budget -= gift.gift_score;
  }
  const span = now.getTime() - 2 * HOUR - start;
  for (const [i, p] of plan.entries()) {
    const at = new Date(start + ((i + 1) * span) / (plan.length + 1));
    const request = await requestGift(db, { resellerId: dealerId, userId: users[i % users.length].id, giftId: p.giftId, at });
    // Decided before the next request.
    if (p.state !== 'WAIT') await decideGift(db, adminId, request.id, p.state === 'APPROVE', new Date(at.getTime() + span / (plan.length + 1) / 2));
  }
  return plan.length;
}

export async function seedGifts(db: Db, images: ImageStore, dealerId: number, now: Date): Promise<SeededGifts> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where username = 'ttg_admin'`);
  await seedCatalogue(db, images, admin.id, now);
  const requests = await bulkRequests(db, dealerId, admin.id, now);
  const dealer = await dealerRequests(db, dealerId, admin.id, now);
  return { gifts: DEMO_GIFTS.length, requests: requests + dealer, dealerRequests: dealer };
}
