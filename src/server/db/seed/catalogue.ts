import { sql } from 'drizzle-orm';
import type { LabelStatus, PictureCrudType } from '../../../shared/catalogue.js';
import type { ImageStore } from '../../lib/image-store.js';
import { type Db, inTransaction, queryRows } from '../sql.js';
import { brands, categories, subCategories, tolerances } from '../schema/index.js';
import { seedBrandSupplies } from './brand-supplies.js';
import { CATEGORIES } from './catalogue-categories.js';
import { BRANDS, REJECT_REASONS, UPDATE_NOTES } from './catalogue-data.js';
import { writeImages } from './catalogue-images.js';
import { between, makeProducts, pick, type ProductSpec, prng, type Rng, SUB_CATEGORIES } from './catalogue-products.js';
import { seedPrices } from './prices.js';
import { ANCHOR, DAY, DEMO_PRODUCT_COUNT, HOUR, iso, json, loadIds, priceStart, productColumns, subOf, toPriceColumns } from './catalogue-seed-sql.js';

/**
 * Demo catalogue: 21 brands, 8 categories × 5 sub-categories with tolerances, 2,000
 * products over TDR001–TDR003 with prices, pictures, labels, open and decided requests
 * and their audit trail. Every API test file pays this seed, so each table is written by
 * one set-based statement (the rows travel as one JSON parameter).
 */


// ---- row shapes of the JSON parameters ----
interface SeedProduct {
  name: string;
  barcode: string;
  description: string;
  brand_id: number;
  sub_category_id: number;
  category_id: number;
  supply_id: number;
  created_by_disty_id: number | null;
  supply_status: string;
  origin: string;
  eol: boolean | null;
  approve_type: string;
  last_approve_type: string;
  approve_description: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

async function insertProducts(db: Db, rows: SeedProduct[]): Promise<Map<string, number>> {
  const inserted = await queryRows<{ id: number; barcode: string }>(
    db,
    sql`insert into models (name, barcode, description, brand_id, sub_category_id, category_id, supply_id, created_by_disty_id,
          supply_status, origin, eol, approve_type, last_approve_type, approve_description, created_by, created_at, updated_at)
        select name, barcode, description, brand_id, sub_category_id, category_id, supply_id, created_by_disty_id,
          supply_status, origin, eol, approve_type, last_approve_type, approve_description, created_by, created_at, updated_at
        from jsonb_to_recordset(${json(rows)}) as r(name text, barcode text, description text, brand_id int, sub_category_id int,
          category_id int, supply_id int, created_by_disty_id int, supply_status text, origin text, eol boolean, approve_type text,
          last_approve_type text, approve_description text, created_by int, created_at timestamptz, updated_at timestamptz)
        order by barcode
        on conflict (barcode) do nothing
        returning id, barcode`,
  );
  return new Map(inserted.map((r) => [r.barcode, r.id]));
}

interface PriceRow {
  model_id: number;
  supply_id: number;
  start_date: string;
  end_date: string | null;
  disty_price: number;
  recommended_edm_price: number;
  recommended_reseller_price: number;
  recommended_sell_price: number;
  created_by: number | null;
}

const insertPrices = (db: Db, rows: PriceRow[]) =>
  db.execute(sql`insert into model_price_supplies (model_id, supply_id, start_date, end_date, tax_ratio, disty_price, recommended_edm_price,
        recommended_reseller_price, recommended_sell_price, approve_type, created_by, created_at)
      select model_id, supply_id, start_date, end_date, 20, disty_price, recommended_edm_price, recommended_reseller_price,
        recommended_sell_price, 'APPROVED', created_by, start_date - interval '3 days'
      from jsonb_to_recordset(${json(rows)}) as r(model_id int, supply_id int, start_date timestamptz, end_date timestamptz,
        disty_price numeric, recommended_edm_price numeric, recommended_reseller_price numeric, recommended_sell_price numeric, created_by int)`);

interface PictureRow {
  model_id: number;
  image_key: string;
  crud_type: PictureCrudType;
  requested_by: number | null;
  created_at: string;
}

const insertPictures = (db: Db, rows: PictureRow[]) =>
  db.execute(sql`insert into model_pictures (model_id, image_key, crud_type, requested_by, created_at)
      select model_id, image_key, crud_type, requested_by, created_at
      from jsonb_to_recordset(${json(rows)}) as r(model_id int, image_key text, crud_type text, requested_by int, created_at timestamptz)
      order by model_id, created_at`);

// ---- the demo's story of each product ----
type Story = 'APPROVED' | 'WAITING_CREATE' | 'WAITING_UPDATE' | 'REJECTED_CREATE' | 'REJECTED_UPDATE';

interface Planned {
  spec: ProductSpec;
  story: Story;
  createdAt: number;
  /** The request of a waiting or rejected story. */
  requestedAt: number;
  decidedAt: number;
  requester: string | null;
  byDisty: boolean;
  note: string;
  reason: string;
  brandPicture: boolean;
  replacesPicture: boolean;
  resellerPrice: boolean;
  priceHistory: boolean;
  label: LabelStatus | null;
}

/** Shuffled positions, taken in slices: which products get which story. */
function plan(rng: Rng, specs: ProductSpec[]): Planned[] {
  const planned: Planned[] = specs.map((spec) => {
    const createdAt = ANCHOR - between(rng, 20, 320) * DAY - between(rng, 0, 9) * HOUR;
    const byDisty = spec.supplyCode === 'TDR002';
    return {
      spec,
      story: 'APPROVED',
      createdAt,
      requestedAt: createdAt,
      decidedAt: createdAt + between(rng, 2, 40) * HOUR,
      requester: spec.supplyCode === 'TDR001' ? pick(rng, ['supply_user', 'supply_admin']) : byDisty ? pick(rng, ['disty_user', 'disty_admin']) : null,
      byDisty,
      note: pick(rng, UPDATE_NOTES),
      reason: pick(rng, REJECT_REASONS),
      brandPicture: rng() < 0.15,
      replacesPicture: false,
      resellerPrice: spec.supplyCode !== 'TDR003' && rng() < 0.4,
      priceHistory: rng() < 0.12,
      label: null,
    };
  });
  // Requests need a requester: only products of supplies with demo users take part.
  const candidates = planned.filter((p) => p.requester !== null);
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
  }
  const take = (n: number) => candidates.splice(0, n);
  const recent = () => ANCHOR - between(rng, 0, 9) * DAY - between(rng, 0, 20) * HOUR;
  const set = (p: Planned, patch: Partial<Planned>) => Object.assign(p, patch);
  for (const p of take(22)) set(p, { story: 'WAITING_CREATE', createdAt: recent(), brandPicture: rng() < 0.5 });
  for (const [i, p] of take(20).entries()) set(p, { story: 'WAITING_UPDATE', requestedAt: recent(), brandPicture: false, replacesPicture: i < 5 });
  for (const p of take(5)) {
    const at = ANCHOR - between(rng, 12, 40) * DAY;
    set(p, { story: 'REJECTED_CREATE', createdAt: at, requestedAt: at, decidedAt: at + between(rng, 3, 48) * HOUR, brandPicture: false });
  }
  for (const p of take(10)) {
    const at = ANCHOR - between(rng, 5, 19) * DAY;
    set(p, { story: 'REJECTED_UPDATE', requestedAt: at, decidedAt: at + between(rng, 3, 48) * HOUR, brandPicture: false });
  }
  for (const p of planned) {
    if (p.story === 'WAITING_CREATE' || p.story === 'REJECTED_CREATE') {
      p.requestedAt = p.createdAt;
      p.resellerPrice = p.byDisty;
      p.priceHistory = false;
    }
  }
  // Labels go to approved, open products; the home page shows a handful.
  const labelled = planned.filter((p) => p.story === 'APPROVED' && p.spec.supplyStatus === 'AÇIK');
  labelled.slice(0, 8).forEach((p) => (p.label = 'DASHBOARD'));
  labelled.slice(8, 20).forEach((p) => (p.label = 'NEW_PRODUCT'));
  labelled.slice(20, 32).forEach((p) => (p.label = 'SELL_BEST_PRODUCT'));
  return planned;
}

/** The changed version of a product in an update request. */
function changedName(p: Planned) {
  return p.note.startsWith('Yeni renk') ? `${p.spec.name} - Yeni Seri` : `${p.spec.name} (${new Date(ANCHOR).getUTCFullYear()} Model)`;
}

export async function seedCatalogue(db: Db, images: ImageStore): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from brands`);
  if (n > 0) return;
  const { brandKeys, subKeys } = await writeImages(images);
  try {
    await inTransaction(db, async (t) => {
      await writeLookups(t, brandKeys);
      await writeProducts(t, brandKeys, subKeys);
      await seedBrandSupplies(t);
    });
  } catch (error) {
    await Promise.all([...brandKeys.values(), ...subKeys.values()].map((key) => images.remove(key)));
    throw error;
  }
}

async function writeLookups(db: Db, brandKeys: Map<string, string>) {
  await db.insert(brands).values(BRANDS.map((b) => ({ name: b.name, newBrand: !!b.newBrand, imageKey: brandKeys.get(b.name)!, status: b.passive ? 0 : 1 })));
  const cats = await db
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ name: c.name })))
    .returning({ id: categories.id, name: categories.name });
  const catId = new Map(cats.map((c) => [c.name, c.id]));
  const subs = await db
    .insert(subCategories)
    .values(SUB_CATEGORIES.map((s) => ({ categoryId: catId.get(s.category)!, name: s.data.name, productScoreType: s.data.scoreType, scoreRatio: s.data.scoreRatio })))
    .returning({ id: subCategories.id, name: subCategories.name });
  const subId = new Map(subs.map((s) => [s.name, s.id]));
  await db.insert(tolerances).values(
    SUB_CATEGORIES.filter((s) => s.data.tolerance !== null).map((s) => ({ subCategoryId: subId.get(s.data.name)!, marjRatio: s.data.tolerance! })),
  );
}

async function writeProducts(db: Db, brandKeys: Map<string, string>, subKeys: Map<string, string>) {
  const ids = await loadIds(db);
  const rng = prng(1116);
  const planned = plan(rng, makeProducts(0, DEMO_PRODUCT_COUNT));
  const userId = (name: string | null) => (name ? ids.user.get(name) ?? null : null);
  const admin = userId('ttg_admin');
  const dst001 = ids.disty.get('DST001')!;

  const modelRows: SeedProduct[] = planned.map((p) => ({
    ...productColumns(ids, p.spec),
    created_by_disty_id: p.byDisty ? dst001 : null,
    approve_type: p.story === 'WAITING_CREATE' ? 'WAITING' : p.story === 'REJECTED_CREATE' ? 'REJECTED' : 'APPROVED',
    last_approve_type: p.story.startsWith('WAITING') ? 'WAITING' : p.story.startsWith('REJECTED') ? 'REJECTED' : 'APPROVED',
    approve_description: p.story.startsWith('REJECTED') ? p.reason : null,
    created_by: userId(p.requester),
    created_at: iso(p.createdAt),
    updated_at: iso(p.story === 'WAITING_CREATE' ? p.createdAt : p.story === 'WAITING_UPDATE' ? p.requestedAt : p.decidedAt),
  }));
  const modelId = await insertProducts(db, modelRows);
  const idOf = (p: Planned) => modelId.get(p.spec.barcode)!;

  // Open and decided requests. Approved products keep no creation request: their state is
  // the product row itself (the history would double the seed's writes for nothing shown).
  const updateRows = planned
    .filter((p) => p.story !== 'APPROVED')
    .map((p) => {
      const { spec, story } = p;
      const creates = story === 'WAITING_CREATE' || story === 'REJECTED_CREATE';
      const decided = story.startsWith('REJECTED');
      // A creation request carries the first price; a change request only product fields.
      const price = creates
        ? {
            start_date: iso(priceStart(p.createdAt)),
            tax_ratio: 20,
            ...toPriceColumns(spec.prices),
            reseller_price: p.byDisty ? Math.round(spec.prices.recommendedResellerPrice * 97) / 100 : null,
          }
        : { start_date: null, tax_ratio: null, disty_price: null, recommended_edm_price: null, recommended_reseller_price: null, recommended_sell_price: null, reseller_price: null };
      return {
        model_id: idOf(p),
        kind: creates ? 'CREATE' : 'UPDATE',
        status: decided ? 'REJECTED' : 'WAITING',
        name: creates ? spec.name : changedName(p),
        barcode: spec.barcode,
        description: creates ? spec.description : `${spec.description} ${p.note}`,
        brand_id: ids.brand.get(spec.brand)!,
        sub_category_id: subOf(ids, spec)!.id,
        supply_status: spec.supplyStatus,
        origin: spec.origin,
        eol: spec.eol,
        ...price,
        approve_description: decided ? p.reason : null,
        requested_by: userId(p.requester),
        requested_at: iso(p.requestedAt),
        decided_by: decided ? admin : null,
        decided_at: decided ? iso(p.decidedAt) : null,
      };
    });
  await db.execute(sql`insert into model_updates (model_id, kind, status, name, barcode, description, brand_id, sub_category_id, supply_status,
        origin, eol, start_date, tax_ratio, disty_price, recommended_edm_price, recommended_reseller_price, recommended_sell_price,
        reseller_price, approve_description, requested_by, requested_at, decided_by, decided_at)
      select model_id, kind, status, name, barcode, description, brand_id, sub_category_id, supply_status, origin, eol, start_date,
        tax_ratio, disty_price, recommended_edm_price, recommended_reseller_price, recommended_sell_price, reseller_price,
        approve_description, requested_by, requested_at, decided_by, decided_at
      from jsonb_to_recordset(${json(updateRows)}) as r(model_id int, kind text, status text, name text, barcode text, description text,
        brand_id int, sub_category_id int, supply_status text, origin text, eol boolean, start_date timestamptz, tax_ratio smallint,
        disty_price numeric, recommended_edm_price numeric, recommended_reseller_price numeric, recommended_sell_price numeric,
        reseller_price numeric, approve_description text, requested_by int, requested_at timestamptz, decided_by int, decided_at timestamptz)
      order by requested_at, model_id`);

  // Prices of approved products (a new product's first price waits in its request).
  const priceRows: PriceRow[] = planned
    .filter((p) => p.story === 'APPROVED' || p.story.endsWith('_UPDATE'))
    .flatMap((p) => {
      const first = priceStart(p.createdAt);
      const common = { model_id: idOf(p), supply_id: ids.supply.get(p.spec.supplyCode)!, created_by: userId(p.requester) };
      const current = { ...common, ...toPriceColumns(p.spec.prices), end_date: null };
      if (!p.priceHistory || first.getTime() > ANCHOR - 12 * DAY) return [{ ...current, start_date: iso(first) }];
      const raised = new Date(first.getTime() + Math.floor((ANCHOR - first.getTime()) / DAY / 2) * DAY);
      const older = Object.fromEntries(Object.entries(toPriceColumns(p.spec.prices)).map(([k, v]) => [k, Math.round(v * 90) / 100]));
      return [
        { ...common, ...older, start_date: iso(first), end_date: iso(raised) } as PriceRow,
        { ...current, start_date: iso(raised) },
      ];
    });
  await insertPrices(db, priceRows);
  // Distributors' rows and the price stories (waiting, coming, rejected) — the prices seed.
  await seedPrices(db);

  const pictureRows: PictureRow[] = planned.flatMap((p): PictureRow[] => {
    const subKey = subKeys.get(p.spec.subCategory)!;
    const brandKey = brandKeys.get(p.spec.brand)!;
    const at = iso(p.createdAt);
    const requestAt = iso(p.requestedAt);
    const pic = (imageKey: string, crudType: PictureCrudType, createdAt = at): PictureRow => ({
      model_id: idOf(p),
      image_key: imageKey,
      crud_type: crudType,
      requested_by: userId(p.requester),
      created_at: createdAt,
    });
    switch (p.story) {
      case 'WAITING_CREATE':
        return [pic(subKey, 'WANTINSERT'), ...(p.brandPicture ? [pic(brandKey, 'WANTINSERT')] : [])];
      case 'REJECTED_CREATE':
        return [pic(subKey, 'NOTWANTINSERT')];
      case 'WAITING_UPDATE':
        return [pic(subKey, p.replacesPicture ? 'WANTDELETE' : 'INSERTED'), pic(brandKey, 'WANTINSERT', requestAt)];
      case 'REJECTED_UPDATE':
        return [pic(subKey, 'INSERTED'), pic(brandKey, 'NOTWANTINSERT', requestAt)];
      default:
        return [pic(subKey, 'INSERTED'), ...(p.brandPicture ? [pic(brandKey, 'INSERTED')] : [])];
    }
  });
  await insertPictures(db, pictureRows);

  const labelRows = planned.filter((p) => p.label).map((p) => ({ model_id: idOf(p), label_status: p.label, created_at: iso(p.decidedAt + DAY) }));
  await db.execute(sql`insert into model_labels (model_id, label_status, created_at)
      select model_id, label_status, created_at from jsonb_to_recordset(${json(labelRows)}) as r(model_id int, label_status text, created_at timestamptz)`);

  // The audit trail follows from the requests and pictures written above.
  await db.execute(sql`insert into model_audit (model_id, update_id, action, user_id, description, at)
      select model_id, id, case kind when 'CREATE' then 'CREATE_REQUESTED' else 'UPDATE_REQUESTED' end, requested_by, null, requested_at
      from model_updates
      union all
      select model_id, id, status, decided_by, approve_description, decided_at from model_updates where status <> 'WAITING'
      union all
      select p.model_id, u.id, case when p.crud_type in ('WANTDELETE', 'NOTWANTDELETE') then 'PICTURE_DELETE_REQUESTED' else 'PICTURE_ADD_REQUESTED' end,
        p.requested_by, null, u.requested_at + interval '1 second'
      from model_pictures p
      join model_updates u on u.model_id = p.model_id and u.status <> 'APPROVED'
      where p.crud_type <> 'INSERTED'
      order by 6, 1`);
}
