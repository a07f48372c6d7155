import { type SQL, sql } from 'drizzle-orm';
import type { CodeKind } from '../../../shared/contract/code-batches.js';

/** Where the codes of a kind live: serials belong to resellers, passwords to TT CRM records. */
export interface CodeTable {
  kind: CodeKind;
  /** code_batches.kind / code_stock.kind */
  dbKind: 'SERIAL' | 'PASS';
  table: SQL;
  /** The owner column of the code table. */
  owner: SQL;
  /** The owner table, joined as `o` (code, name). */
  ownerTable: SQL;
  /** The campaign column with the kind's critical stock level. */
  warning: SQL;
  /** The BRIN index over the code ids (its name). */
  brin: string;
}

export const SERIALS: CodeTable = {
  kind: 'serial',
  dbKind: 'SERIAL',
  table: sql.raw('campaign_serials'),
  owner: sql.raw('reseller_id'),
  ownerTable: sql.raw('resellers'),
  warning: sql.raw('stock_warning'),
  brin: 'campaign_serials_id_brin',
};

export const PASSWORDS: CodeTable = {
  kind: 'pass',
  dbKind: 'PASS',
  table: sql.raw('campaign_passwords'),
  owner: sql.raw('tt_crm_id'),
  ownerTable: sql.raw('tt_crms'),
  warning: sql.raw('pass_stock_warning'),
  brin: 'campaign_passwords_id_brin',
};

export const codeTable = (kind: CodeKind) => (kind === 'serial' ? SERIALS : PASSWORDS);
export const codeTableOfDbKind = (dbKind: string) => (dbKind === 'SERIAL' ? SERIALS : PASSWORDS);

/** The owner's code column in its table (resellers.code, tt_crms.crm_code). */
export const ownerCode = (t: CodeTable) => (t.kind === 'serial' ? sql.raw('o.code') : sql.raw('o.crm_code'));
