import { type SQL, sql } from 'drizzle-orm';

/**
 * A reseller's family: every reseller under its main dealer (the top of its parent chain),
 * itself included. Units move by transfer only inside a family (docs/serials-and-stock.md "Choices where the spec is silent or inconsistent").
 */
export const familyOf = (resellerId: number): SQL => sql`(
  with recursive up(id, parent_id, depth) as (
    select r.id, r.parent_id, 0 from resellers r where r.id = ${resellerId}::int
    union all
    select r.id, r.parent_id, up.depth + 1 from resellers r join up on r.id = up.parent_id where up.depth < 64),
  down(id, depth) as (
    select up.id, 0 from up where up.parent_id is null
    union all
    select r.id, down.depth + 1 from resellers r join down on r.parent_id = down.id where down.depth < 64)
  select down.id from down union select ${resellerId}::int)`;
