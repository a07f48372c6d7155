import { sql } from 'drizzle-orm';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type Db, queryRowsNamed } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * Who a sale is recorded for: the selling reseller, its family's main dealer (the top of its parent
 * chain; itself without a parent) and its distributor as they are at the sale, and who sold it.
 */
export interface Seller {
  resellerId: number;
  resellerCode: string;
  mainResellerId: number;
  distyId: number | null;
  /** The portal user (wizard); null for a fed sale. */
  userId: number | null;
  sellerName: string;
  sellerSurname: string;
}

export interface ResellerDb {
  id: number;
  code: string;
  main_id: number;
  disty_id: number | null;
  active: boolean;
}

/** The resellers of these ids with their main dealer (one statement, the chain walked upwards). */
export async function resellersForSale(db: Db, ids: readonly number[]): Promise<Map<number, ResellerDb>> {
  if (!ids.length) return new Map();
  const rows = await queryRowsNamed<ResellerDb>(
    db,
    sql`with recursive up(start_id, id, parent_id, depth) as (
          select r.id, r.id, r.parent_id, 0 from resellers r where r.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])
          union all
          select up.start_id, r.id, r.parent_id, up.depth + 1 from resellers r join up on r.id = up.parent_id where up.depth < 64)
        select r.id, r.code, r.disty_id, r.active, top.id as main_id
        from (select distinct on (start_id) start_id, id from up order by start_id, (parent_id is null) desc, depth desc) top
        join resellers r on r.id = top.start_id`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The wizard's seller: the reseller the caller is logged in as (a dealer's own; a TTG_ADMIN's when
 * it logged in as one), active. Without one the sale is refused (WIZARD_MSG.noReseller), as the
 * transfer upload refuses it.
 */
export async function wizardSeller(db: Db, user: AuthUser): Promise<Seller> {
  const id = user.loginResellerId;
  const refuse = () => businessError(WIZARD_MSG.noReseller);
  if (id === null) throw refuse();
  const [reseller] = [...(await resellersForSale(db, [id])).values()];
  if (!reseller?.active) throw refuse();
  const [person] = await queryRowsNamed<{ name: string | null; surname: string | null }>(db, sql`select name, surname from users where id = ${user.id}`);
  return {
    resellerId: reseller.id,
    resellerCode: reseller.code,
    mainResellerId: reseller.main_id,
    distyId: reseller.disty_id,
    userId: user.id,
    sellerName: person?.name ?? '',
    sellerSurname: person?.surname ?? '',
  };
}
