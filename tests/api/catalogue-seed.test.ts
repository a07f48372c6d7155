import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/db/seed/catalogue.js';
import { addPriceHistory } from '../../src/server/db/seed/prices-large.js';
import { addProducts } from '../../src/server/db/seed/catalogue-large.js';
import { DEMO_PRODUCT_COUNT } from '../../src/server/db/seed/catalogue-seed-sql.js';
import { eanCheckDigit, makeProducts } from '../../src/server/db/seed/catalogue-products.js';
import { fileImageStore } from '../../src/server/lib/image-store.js';
import { sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

const count = async (t: TestApp, query: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t, query))[0].n;

describe.each(dbKinds())('demo catalogue seed on %s', (kind) => {
  let t: TestApp;
  const images = () => fileImageStore(join(t.config.dataDir, 'images'));
  const imageFiles = () => readdirSync(join(t.config.dataDir, 'images'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('has 21 brands (one passive, without products), 8 categories with 5 sub-categories each, and tolerances for most', async () => {
    expect(await count(t, sql`select count(*)::int as n from brands`)).toBe(21);
    expect(await sqlRows(t, sql`select name from brands where status = 0`)).toEqual([{ name: 'Rock' }]);
    expect(await count(t, sql`select count(*)::int as n from models m join brands b on b.id = m.brand_id where b.status = 0`)).toBe(0);
    const perCategory = await sqlRows<{ name: string; n: number }>(
      t,
      sql`select c.name, count(s.id)::int as n from categories c join sub_categories s on s.category_id = c.id group by c.name order by c.name`,
    );
    expect(perCategory).toHaveLength(8);
    expect(perCategory.every((c) => c.n === 5)).toBe(true);
    expect(perCategory.map((c) => c.name)).toEqual(expect.arrayContaining(['Şarj Ürünleri', 'Kılıf ve Koruma', 'Ses Ürünleri', 'Kablolar', 'Powerbank', 'Depolama']));
    expect(await sqlRows(t, sql`select distinct product_score_type as t from sub_categories order by 1`)).toEqual([{ t: 'AMOUNT' }, { t: 'UNIT' }]);
    const tolerances = await count(t, sql`select count(*)::int as n from tolerances`);
    expect(tolerances).toBeGreaterThanOrEqual(30);
    expect(tolerances).toBeLessThan(40);
  });

  it('has 2,000 products over TDR001–TDR003 with unique, valid 869 EAN-13 barcodes and brand-led names', async () => {
    const products = await sqlRows<{ barcode: string; name: string; brand: string; code: string }>(
      t,
      sql`select m.barcode, m.name, b.name as brand, s.code from models m join brands b on b.id = m.brand_id join supplies s on s.id = m.supply_id`,
    );
    expect(products).toHaveLength(DEMO_PRODUCT_COUNT);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(DEMO_PRODUCT_COUNT);
    for (const p of products) {
      expect(p.barcode).toMatch(/^869\d{10}$/);
      expect(Number(p.barcode[12])).toBe(eanCheckDigit(p.barcode.slice(0, 12)));
      expect(p.name.startsWith(`${p.brand} `)).toBe(true);
    }
    const perSupply = Object.fromEntries(['TDR001', 'TDR002', 'TDR003'].map((c) => [c, products.filter((p) => p.code === c).length]));
    expect(perSupply.TDR001).toBeGreaterThan(700);
    expect(perSupply.TDR002).toBeGreaterThan(450);
    expect(perSupply.TDR003).toBeGreaterThan(350);
    // category_id is the sub-category's, as the product filters expect.
    expect(await count(t, sql`select count(*)::int as n from models m join sub_categories s on s.id = m.sub_category_id where s.category_id <> m.category_id`)).toBe(0);
  });

  it('varies origin, supply status and EOL (true, false and unset)', async () => {
    const origins = (await sqlRows<{ origin: string }>(t, sql`select distinct origin from models`)).map((r) => r.origin);
    expect(origins).toEqual(expect.arrayContaining(['Çin', 'Türkiye', 'Vietnam']));
    expect((await sqlRows<{ s: string }>(t, sql`select distinct supply_status as s from models order by 1`)).map((r) => r.s)).toEqual(['AÇIK', 'KAPALI']);
    const eol = await sqlRows<{ eol: boolean | null; n: number }>(t, sql`select eol, count(*)::int as n from models group by eol`);
    expect(eol.map((r) => r.eol).sort()).toEqual([false, true, null].sort());
  });

  it('has about 40 waiting requests: new products and changes with a new picture', async () => {
    const waiting = await sqlRows<{ kind: string; request_name: string; model_name: string; approve_type: string; last_approve_type: string; disty_price: number | null; tax_ratio: number | null; wanted: number }>(
      t,
      sql`select u.kind, u.name as request_name, m.name as model_name, m.approve_type, m.last_approve_type, u.disty_price::float8 as disty_price, u.tax_ratio,
            (select count(*)::int from model_pictures p where p.model_id = m.id and p.crud_type = 'WANTINSERT') as wanted
          from model_updates u join models m on m.id = u.model_id where u.status = 'WAITING'`,
    );
    expect(waiting.length).toBeGreaterThanOrEqual(35);
    expect(waiting.length).toBeLessThanOrEqual(45);
    const creates = waiting.filter((w) => w.kind === 'CREATE');
    const changes = waiting.filter((w) => w.kind === 'UPDATE');
    expect(creates.length).toBeGreaterThanOrEqual(10);
    expect(changes.length).toBeGreaterThanOrEqual(10);
    for (const c of creates) {
      expect(c).toMatchObject({ approve_type: 'WAITING', last_approve_type: 'WAITING', tax_ratio: 20 });
      expect(c.disty_price).toBeGreaterThan(0);
      expect(c.wanted).toBeGreaterThan(0);
    }
    for (const c of changes) {
      expect(c).toMatchObject({ approve_type: 'APPROVED', last_approve_type: 'WAITING' });
      expect(c.request_name).not.toBe(c.model_name);
      expect(c.wanted).toBe(1);
    }
    // New products wait without a supplier price: it comes with the approval.
    expect(await count(t, sql`select count(*)::int as n from model_price_supplies p join models m on m.id = p.model_id where m.approve_type <> 'APPROVED'`)).toBe(0);
  });

  it('has about 15 rejected requests with their description on request and product', async () => {
    const rejected = await sqlRows<{ kind: string; reason: string | null; model_reason: string | null; approve_type: string; last_approve_type: string; decided_by: number | null }>(
      t,
      sql`select u.kind, u.approve_description as reason, m.approve_description as model_reason, m.approve_type, m.last_approve_type, u.decided_by
          from model_updates u join models m on m.id = u.model_id where u.status = 'REJECTED'`,
    );
    expect(rejected.length).toBeGreaterThanOrEqual(12);
    expect(rejected.length).toBeLessThanOrEqual(18);
    for (const r of rejected) {
      expect(r.reason?.length).toBeGreaterThan(10);
      expect(r.model_reason).toBe(r.reason);
      expect(r.last_approve_type).toBe('REJECTED');
      expect(r.approve_type).toBe(r.kind === 'CREATE' ? 'REJECTED' : 'APPROVED');
      expect(r.decided_by).not.toBeNull();
    }
    expect(await count(t, sql`select count(*)::int as n from models where last_approve_type = 'REJECTED'`)).toBe(rejected.length);
    expect(await count(t, sql`select count(*)::int as n from models where last_approve_type = 'WAITING'`)).toBe(
      await count(t, sql`select count(*)::int as n from model_updates where status = 'WAITING'`),
    );
  });

  it('records every request and decision in the audit trail', async () => {
    expect(
      await count(
        t,
        sql`select count(*)::int as n from model_updates u where not exists (
              select 1 from model_audit a where a.update_id = u.id and a.action in ('CREATE_REQUESTED', 'UPDATE_REQUESTED') and a.user_id = u.requested_by)`,
      ),
    ).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from model_updates u where u.status = 'REJECTED' and not exists (
              select 1 from model_audit a where a.update_id = u.id and a.action = 'REJECTED' and a.description = u.approve_description)`,
      ),
    ).toBe(0);
    expect(await count(t, sql`select count(*)::int as n from model_audit where action = 'PICTURE_ADD_REQUESTED'`)).toBeGreaterThan(20);
  });

  it('gives approved products a current price (VAT 20, sensible lira amounts) and DST001 reseller prices only where it distributes', async () => {
    const missing = await count(
      t,
      sql`select count(*)::int as n from models m where m.approve_type = 'APPROVED'
            and not exists (select 1 from model_price_supplies p where p.model_id = m.id and p.end_date is null and p.supply_id = m.supply_id)`,
    );
    expect(missing).toBe(0);
    const wrong = await count(
      t,
      sql`select count(*)::int as n from model_price_supplies where tax_ratio <> 20 or disty_price <= 0 or disty_price > 20000
            or not (disty_price < recommended_edm_price and recommended_edm_price < recommended_reseller_price and recommended_reseller_price < recommended_sell_price)
            or start_date > now() + interval '30 days' or (end_date is not null and end_date < start_date)`,
    );
    expect(wrong).toBe(0);
    const disty = await sqlRows<{ codes: string[]; n: number; unlinked: number }>(
      t,
      sql`select array_agg(distinct s.code order by s.code) as codes, count(*)::int as n,
            count(*) filter (where ps.id is null or ps.model_id <> d.model_id)::int as unlinked
          from model_price_disties d
          join disties dd on dd.id = d.disty_id and dd.code = 'DST001'
          join models m on m.id = d.model_id join supplies s on s.id = m.supply_id
          left join model_price_supplies ps on ps.id = d.model_price_supply_id`,
    );
    expect(disty[0].n).toBeGreaterThan(100);
    expect(disty[0].codes).toEqual(['TDR001', 'TDR002']);
    expect(disty[0].unlinked).toBe(0);
  });

  it('tells the price stories: coming, waiting and rejected prices for DST001, one version in force per channel', async () => {
    const story = await sqlRows<{ waiting: number; coming: number; rejected: number; described: number; notEntered: number }>(
      t,
      sql`select count(*) filter (where d.approve_type = 'WAITING')::int as waiting,
            count(*) filter (where d.approve_type = 'APPROVED' and d.start_date > now())::int as coming,
            count(*) filter (where d.approve_type = 'REJECTED')::int as rejected,
            count(*) filter (where d.approve_type = 'REJECTED' and d.description <> '')::int as described,
            count(*) filter (where d.approve_type = 'APPROVED' and d.reseller_price is null)::int as "notEntered"
          from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'`,
    );
    expect(story[0].waiting).toBeGreaterThanOrEqual(40);
    expect(story[0].coming).toBeGreaterThanOrEqual(20);
    expect(story[0].rejected).toBeGreaterThanOrEqual(5);
    expect(story[0].described).toBe(story[0].rejected);
    expect(story[0].notEntered).toBeGreaterThan(0);
    // At most one version in force now per product and distributor.
    expect(
      await count(
        t,
        sql`select count(*)::int as n from (select model_id, disty_id from model_price_disties
              where approve_type = 'APPROVED' and start_date <= now() and (end_date is null or end_date > now())
              group by 1, 2 having count(*) > 1) x`,
      ),
    ).toBe(0);
  });

  it('puts a few approved, open products on the home page (DASHBOARD label)', async () => {
    const labelled = await sqlRows<{ approve_type: string; supply_status: string }>(
      t,
      sql`select m.approve_type, m.supply_status from model_labels l join models m on m.id = l.model_id where l.label_status = 'DASHBOARD'`,
    );
    expect(labelled.length).toBeGreaterThanOrEqual(3);
    expect(labelled.every((l) => l.approve_type === 'APPROVED' && l.supply_status === 'AÇIK')).toBe(true);
  });

  it('writes about 60 real PNG images to the store, shared by many products', async () => {
    const keys = (
      await sqlRows<{ key: string }>(t, sql`select image_key as key from brands union select image_key from model_pictures`)
    ).map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(55);
    expect(keys.length).toBeLessThanOrEqual(70);
    const store = images();
    for (const key of keys) {
      const image = await store.get(key);
      expect(image?.type, key).toBe('image/png');
      expect([...image!.data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/public/image/${keys[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await count(t, sql`select count(*)::int as n from model_pictures where crud_type = 'INSERTED'`)).toBeGreaterThan(keys.length * 20);
    expect(await count(t, sql`select count(*)::int as n from models m where m.approve_type = 'APPROVED'
        and not exists (select 1 from model_pictures p where p.model_id = m.id and p.crud_type in ('INSERTED', 'WANTDELETE'))`)).toBe(0);
  });

  it('is deterministic: the products are those of the seeded generator, every time', async () => {
    const expected = makeProducts(0, DEMO_PRODUCT_COUNT);
    expect(makeProducts(0, DEMO_PRODUCT_COUNT)).toEqual(expected);
    const rows = await sqlRows<{ barcode: string; name: string; origin: string; supply: string }>(
      t,
      sql`select m.barcode, m.name, m.origin, s.code as supply from models m join supplies s on s.id = m.supply_id
          where m.last_approve_type = 'APPROVED'`,
    );
    const byBarcode = new Map(expected.map((p) => [p.barcode, p]));
    for (const r of rows) expect(r).toEqual({ barcode: r.barcode, name: byBarcode.get(r.barcode)!.name, origin: byBarcode.get(r.barcode)!.origin, supply: byBarcode.get(r.barcode)!.supplyCode });
  });

  it('leaves no broken reference (the seed writes without foreign-key triggers)', async () => {
    const keys = await sqlRows<{ child: string; column: string; parent: string; parent_column: string }>(
      t,
      sql`select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, pa.attname as parent_column
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
          where c.contype = 'f' and cardinality(c.conkey) = 1`,
    );
    const catalogueKeys = keys.filter((k) => /^(models|model_|brands|categories|sub_categories|tolerances)/.test(k.child));
    expect(catalogueKeys.length).toBeGreaterThanOrEqual(20);
    for (const k of catalogueKeys) {
      const broken = await count(
        t,
        sql`select count(*)::int as n from ${sql.identifier(k.child)} c
            where c.${sql.identifier(k.column)} is not null
              and not exists (select 1 from ${sql.identifier(k.parent)} p where p.${sql.identifier(k.parent_column)} = c.${sql.identifier(k.column)})`,
      );
      expect(broken, `${k.child}.${k.column} → ${k.parent}`).toBe(0);
    }
  });

  it('does nothing when run again', async () => {
    const before = imageFiles();
    await seedCatalogue(t.database.db, images());
    expect(await count(t, sql`select count(*)::int as n from models`)).toBe(DEMO_PRODUCT_COUNT);
    expect(imageFiles()).toBe(before);
  });

  it('the large seed continues the catalogue: approved products with price and picture, barcodes still unique', async () => {
    const added = await addProducts(t.database.db, DEMO_PRODUCT_COUNT + 150, { batch: 100 });
    expect(added).toBe(150);
    expect(await count(t, sql`select count(*)::int as n from models`)).toBe(DEMO_PRODUCT_COUNT + 150);
    expect(await count(t, sql`select count(distinct barcode)::int as n from models`)).toBe(DEMO_PRODUCT_COUNT + 150);
    const fresh = await sqlRows<{ approve_type: string; prices: number; pictures: number }>(
      t,
      sql`select m.approve_type, (select count(*)::int from model_price_supplies p where p.model_id = m.id) as prices,
            (select count(*)::int from model_pictures p where p.model_id = m.id) as pictures
          from models m order by m.id desc limit 150`,
    );
    expect(fresh.every((r) => r.approve_type === 'APPROVED' && r.prices === 1 && r.pictures === 1)).toBe(true);
    expect(await addProducts(t.database.db, DEMO_PRODUCT_COUNT + 150)).toBe(0);

    // Price history: 3 older supplier versions per fresh product, each reaching every distributor of its supplier.
    const written = await addPriceHistory(t.database.db, { batch: 500 });
    expect(written).toBeGreaterThan(150 * 4);
    const history = await sqlRows<{ versions: number; open: number; rows: number; inForce: number; expected: number }>(
      t,
      sql`select count(*)::int as versions, count(*) filter (where p.end_date is null)::int as open,
            (select count(*)::int from model_price_disties d where d.model_id = m.id) as rows,
            (select count(*)::int from model_price_disties d where d.model_id = m.id and d.start_date <= now() and (d.end_date is null or d.end_date > now())) as "inForce",
            (select count(*)::int from supply_disties sd where sd.supply_id = m.supply_id) as expected
          from models m join model_price_supplies p on p.model_id = m.id
          where m.id in (select id from models order by id desc limit 150) group by m.id`,
    );
    expect(history.every((h) => h.versions === 4 && h.open === 1 && h.rows === 4 * h.expected && h.inForce === h.expected)).toBe(true);
    expect(await addPriceHistory(t.database.db)).toBe(0);
  });
});
