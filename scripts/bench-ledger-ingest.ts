/**
 * Supplier-invoice batches for the ledger bench: `invoices` invoices of `perInvoice` lines each,
 * every invoice from one supplier over that supplier's real catalogue products, to one of the
 * distributors, dated within the last month; serials unique per run and batch.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/server/db/sql.js';
import type { SupplyInvoiceIngestRow } from '../src/shared/contract/ledger-feeds.js';

export interface Catalogue {
  bySupply: Map<string, string[]>;
  disties: string[];
}

export async function catalogueOf(db: Db): Promise<Catalogue> {
  const products = await queryRows<{ barcode: string; supply: string }>(db, sql`select m.barcode, s.code as supply from models m join supplies s on s.id = m.supply_id order by m.id`);
  const bySupply = new Map<string, string[]>();
  for (const p of products) bySupply.set(p.supply, [...(bySupply.get(p.supply) ?? []), p.barcode]);
  const disties = (await queryRows<{ code: string }>(db, sql`select code from disties order by code`)).map((d) => d.code);
  return { bySupply, disties };
}

export function invoiceRows(cat: Catalogue, tag: string, invoices: number, perInvoice: number): SupplyInvoiceIngestRow[] {
  const supplies = [...cat.bySupply.keys()];
  const rows: SupplyInvoiceIngestRow[] = [];
  for (let inv = 0; inv < invoices; inv++) {
    const supplyCode = supplies[inv % supplies.length];
    const products = cat.bySupply.get(supplyCode)!;
    const day = new Date(Date.now() - (1 + (inv % 30)) * 86_400_000).toISOString().slice(0, 10);
    for (let line = 0; line < perInvoice; line++) {
      const n = inv * perInvoice + line;
      rows.push({
        supplyCode,
        distyCode: cat.disties[inv % cat.disties.length],
        invoiceNo: `BF-${tag}-${inv}`,
        invoiceDate: day,
        waybillNo: `BI-${tag}-${inv}`,
        barcode: products[(n * 7) % products.length],
        serialNo: `BL${tag}${String(n).padStart(7, '0')}`,
        price: 50 + (n % 450) + 0.9,
        discount: n % 10 === 0 ? 5 : 0,
        vatRatio: 20,
        description: null,
      } as SupplyInvoiceIngestRow);
    }
  }
  return rows;
}
