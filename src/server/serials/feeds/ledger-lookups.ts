import { type SQL, sql } from 'drizzle-orm';
import { codeTable } from '../../ingest/batch-ingest.js';

/** Code lookups of the ledger's feeds (`select key, id`), beside the stock feed's distributors and barcodes. */
export const suppliesByCode = (codes: SQL) => sql`select s.code as key, s.id from ${codeTable(codes)} join supplies s on s.code = u.key`;
export const resellersByCode = (codes: SQL) => sql`select r.code as key, r.id from ${codeTable(codes)} join resellers r on r.code = u.key`;
