import { sql } from 'drizzle-orm';
import { parseCode } from '../../../shared/campaign-code.js';
import type { SaleCompleteBody } from '../../../shared/contract/sale-wizard.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { type Db, intArray, queryRowsNamed } from '../../db/sql.js';
import type { UnitDb } from './basket-units.js';
import { type CodeDb, type CodeRowDb, codeRowMap, saleCodeRowsSql } from './campaign-codes.js';
import { type BandOf, bandModelsSql, bandReaderOf, bandVersionsSql, discountRatioOf, type ModelDb, type VersionDb } from './price-bands.js';
import type { Seller } from './seller.js';

/**
 * Everything the checks of one wizard basket read (complete-service.ts), in ONE statement: the
 * seller (the login reseller, active, with its family's main dealer and the selling user's name),
 * the lines' units as the seller may see them, its MAX_DISCOUNT_RATIO, the products' price bands in
 * force at `at` for its distributor, and for a TEMLIK sale the campaign's status and the code's row.
 * The same rows the feed's set-based reads give (basket-units, price-bands, campaign-codes: the
 * SQL is theirs), so both doors judge a basket by one set of rules; one statement instead of seven
 * is most of a completion's cost on the database and in Node (issue 31: p99 ≤ 50 ms).
 */
export interface BasketSnapshot {
  /** Null when the caller has no login reseller or it is passive (WIZARD_MSG.noReseller). */
  seller: Seller | null;
  units: UnitDb[];
  ratio: number;
  bandOf: BandOf;
  /** The campaign's status (TEMLIK with a campaign; null otherwise or when it does not exist). */
  campaignStatus: number | null;
  codeRows: Map<number, CodeDb>;
}

interface SnapshotDb {
  seller: { id: number; code: string; disty_id: number | null; active: boolean; main_id: number; name: string | null; surname: string | null } | null;
  units: UnitDb[];
  ratios: { reseller_code: string | null; value: string }[] | null;
  models: ModelDb[];
  versions: VersionDb[];
  campaign_status: number | null;
  codes: CodeRowDb[];
}

const agg = (q: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(x), '[]'::json) from (${q}) x)`;

export async function basketSnapshot(tx: Db, user: { id: number; loginResellerId: number | null }, body: SaleCompleteBody, at: Date): Promise<BasketSnapshot> {
  const rid = user.loginResellerId ?? 0;
  const modelIds = intArray([...new Set(body.lines.map((l) => l.modelId))]);
  const temlik = body.productSaleType === 'TEMLIK' && body.accessoryCampaignId !== null;
  const kind = body.serialValue ? 'SERIAL' : 'PASS';
  const number = temlik ? parseCode((body.serialValue ?? body.passValue) ?? '') : null;
  const [row] = await queryRowsNamed<SnapshotDb>(
    tx,
    sql`with recursive up(id, parent_id, depth) as (
          select r.id, r.parent_id, 0 from resellers r where r.id = ${rid}
          union all
          select r.id, r.parent_id, up.depth + 1 from resellers r join up on r.id = up.parent_id where up.depth < 64),
        seller as (
          select r.id, r.code, r.disty_id, r.active, (select id from up order by (parent_id is null) desc, depth desc limit 1) as main_id
          from resellers r where r.id = ${rid})
        select
          (select row_to_json(s) from (select seller.*, u.name, u.surname from seller left join users u on u.id = ${user.id}) s) as seller,
          ${agg(sql`select u.id, u.model_id, u.serial_no, u.supply_id, u.holder, u.holder_id, u.status,
              case when (u.holder = 'RESELLER' and u.status = 'IN_STOCK' or u.holder = 'CUSTOMER') and u.holder_id = ${rid} then false
                else exists (select 1 from unit_movements m where m.unit_id = u.id and m.to_holder = 'RESELLER' and m.to_id = ${rid}) end as held_before
            from units u where u.id = any(${intArray(body.lines.map((l) => l.unitId))})`)} as units,
          (select json_agg(x) from (select reseller_code, value from parameters
            where key = ${PARAM_KEYS.maxDiscountRatio} and (reseller_code is null or reseller_code = (select code from seller))) x) as ratios,
          ${agg(bandModelsSql(modelIds))} as models,
          ${agg(bandVersionsSql(sql`(select seller.disty_id, m from seller, unnest(${modelIds}) m where seller.disty_id is not null)`, at, at))} as versions,
          ${temlik ? sql`(select status from accessory_campaigns where id = ${body.accessoryCampaignId})` : sql`null::smallint`} as campaign_status,
          ${number !== null ? agg(saleCodeRowsSql(kind, [number])) : sql`'[]'::json`} as codes`,
  );
  const s = row.seller;
  const own = row.ratios?.find((r) => r.reseller_code !== null)?.value;
  const global = row.ratios?.find((r) => r.reseller_code === null)?.value;
  return {
    seller:
      s && s.active && user.loginResellerId !== null
        ? { resellerId: s.id, resellerCode: s.code, mainResellerId: s.main_id, distyId: s.disty_id, userId: user.id, sellerName: s.name ?? '', sellerSurname: s.surname ?? '' }
        : null,
    units: row.units,
    ratio: discountRatioOf(own ?? global),
    bandOf: bandReaderOf(row.models, row.versions),
    campaignStatus: row.campaign_status === null ? null : Number(row.campaign_status),
    codeRows: codeRowMap(row.codes),
  };
}
