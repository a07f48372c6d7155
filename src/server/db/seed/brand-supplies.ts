import { sql } from 'drizzle-orm';
import { type Db, execute } from '../sql.js';
import { json } from './catalogue-seed-sql.js';

/**
 * Pairs the demo maps beyond those its products use (every brand with products is mapped to
 * every demo supply already): the passive brand keeps two mappings, as a brand made passive
 * after its products would.
 */
const EXTRA_PAIRS: { brand: string; supply: string }[] = [
  { brand: 'Rock', supply: 'TDR001' },
  { brand: 'Rock', supply: 'TDR003' },
];

/**
 * The demo's brand–supplier mapping (/CanSell): every (brand, supply) pair of the seeded
 * products and their requests, plus a few extra pairs, in one statement.
 */
export async function seedBrandSupplies(db: Db): Promise<void> {
  await execute(
    db,
    sql`insert into brand_supplies (brand_id, supply_id)
        select brand_id, supply_id from models
        union
        select u.brand_id, m.supply_id from model_updates u join models m on m.id = u.model_id
        union
        select b.id, s.id from jsonb_to_recordset(${json(EXTRA_PAIRS)}) as x(brand text, supply text)
          join brands b on b.name = x.brand join supplies s on s.code = x.supply
        order by 1, 2
        on conflict do nothing`,
  );
}
