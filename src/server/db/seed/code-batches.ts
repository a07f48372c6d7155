import { sql } from 'drizzle-orm';
import { activateBatch, createPassBatch, createSerialBatch } from '../../campaigns/batches/batch-service.js';
import { distribute } from '../../../shared/distribution-key.js';
import { runNextJob } from '../../jobs/job-queue.js';
import { type Db, queryRows } from '../sql.js';

/**
 * Demo serial and password batches (issue 14), made through the batch services and the job queue
 * as the screens make them:
 * - an active batch of 48,000 serials for 40 dealers (2.5 % each): 1,000 of the 100 TL package each
 *   (above its critical level) and 200 of the 200 TL one (below it: the low-stock list has rows);
 * - a completed batch of 5,000 serials for 20 dealers, not yet active (to try 'Aktifleştir' / 'İptal Et');
 * - an active password batch for two TT CRM records, one of them under its critical level.
 * The dealers are the last ones by code, away from the named demo dealers.
 */
export async function seedCodeBatches(db: Db): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where username = 'ttg_admin'`);
  const campaign = async (voucher: string) => (await queryRows<{ id: number; amount: number }>(db, sql`select id, amount::float8 as amount from accessory_campaigns where voucher_code = ${voucher}`))[0];
  const dealers = (await queryRows<{ code: string }>(db, sql`select code from resellers order by code desc limit 60`)).map((r) => r.code);
  const run = async () => {
    while ((await runNextJob(db, null)) > 0);
  };
  const serialBatch = async (counts: { campaignId: number; amount: number; unit: number }[], codes: string[], percent: number) => {
    const key = codes.map((bayiKodu) => ({ bayiKodu, yuzde: percent }));
    const rows = distribute(counts, key);
    const title = await createSerialBatch(
      db,
      admin.id,
      {
        accessoryCampaignParams: JSON.stringify({ counts: counts.map((c) => ({ campaignId: c.campaignId, unit: c.unit })), key }),
        accessoryCampaignNumbers: rows.flatMap((r) => r.sayilar.map((s) => ({ resellerCode: r.bayiKodu, accessoryCampaignId: s.id, unit: s.unit }))),
      },
      () => undefined,
    );
    await run();
    return title.id;
  };

  const [p100, p200, p300] = [await campaign('AK10006'), await campaign('AK20012'), await campaign('AK30009')];
  const active = await serialBatch(
    [
      { campaignId: p100.id, amount: p100.amount, unit: 40_000 },
      { campaignId: p200.id, amount: p200.amount, unit: 8_000 },
    ],
    dealers.slice(0, 40),
    2.5,
  );
  await activateBatch(db, 'serial', active);
  await serialBatch([{ campaignId: p300.id, amount: p300.amount, unit: 5_000 }], dealers.slice(40, 60), 5);

  const crms = await queryRows<{ id: number; name: string }>(db, sql`select id, name from tt_crms where crm_code in ('TTCRM005', 'TTCRM006') order by crm_code`);
  const pass = await createPassBatch(
    db,
    admin.id,
    {
      rows: [
        { ttCrmId: crms[0].id, ttCrmName: crms[0].name, accessoryCampaignId: p100.id, unit: 3_000 },
        { ttCrmId: crms[1].id, ttCrmName: crms[1].name, accessoryCampaignId: p200.id, unit: 200 },
      ],
    },
    () => undefined,
  );
  await run();
  await activateBatch(db, 'pass', pass.id);
}
