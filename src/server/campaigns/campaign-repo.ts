import { sql } from 'drizzle-orm';
import type { Campaign, CampaignSave, TtCrm } from '../../shared/contract/campaigns.js';
import { type Db, queryRows } from '../db/sql.js';

/** SQL of campaigns and TT CRM records (spec 1 §7 "Campaigns and serials"). */

const CAMPAIGN = sql`id, status, voucher_code as "voucherCode", description, bill_template as "billTemplate", amount::float8 as amount,
  amount_code as "amountCode", term_number as "termNumber", term_number_code as "termNumberCode", term_amount::float8 as "termAmount",
  stock_warning as "stockWarning", pass_stock_warning as "passStockWarning"`;

/** Every campaign, active first, then by amount and term (the spec's list shows passive ones too). */
export const allCampaigns = (db: Db) => queryRows<Campaign>(db, sql`select ${CAMPAIGN} from accessory_campaigns order by status desc, amount, term_number, id`);

export async function voucherTaken(db: Db, voucherCode: string, exceptId: number | null): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from accessory_campaigns where voucher_code = ${voucherCode} and id <> ${exceptId ?? 0}`)).length > 0;
}

export async function insertCampaign(db: Db, c: CampaignSave): Promise<Campaign> {
  const [row] = await queryRows<Campaign>(
    db,
    sql`insert into accessory_campaigns (voucher_code, description, bill_template, amount, amount_code, term_number, term_number_code, term_amount, stock_warning, pass_stock_warning)
        values (${c.voucherCode}, ${c.description}, ${c.billTemplate}, ${c.amount}, ${c.amountCode}, ${c.termNumber}, ${c.termNumberCode}, ${c.termAmount}, ${c.stockWarning}, ${c.passStockWarning})
        returning ${CAMPAIGN}`,
  );
  return row;
}

export async function updateCampaign(db: Db, id: number, c: CampaignSave): Promise<Campaign | null> {
  const [row] = await queryRows<Campaign>(
    db,
    sql`update accessory_campaigns set voucher_code = ${c.voucherCode}, description = ${c.description}, bill_template = ${c.billTemplate}, amount = ${c.amount},
          amount_code = ${c.amountCode}, term_number = ${c.termNumber}, term_number_code = ${c.termNumberCode}, term_amount = ${c.termAmount},
          stock_warning = ${c.stockWarning}, pass_stock_warning = ${c.passStockWarning}, updated_at = now()
        where id = ${id} returning ${CAMPAIGN}`,
  );
  return row ?? null;
}

export async function setCampaignStatus(db: Db, id: number, status: number): Promise<Campaign | null> {
  const [row] = await queryRows<Campaign>(db, sql`update accessory_campaigns set status = ${status}, updated_at = now() where id = ${id} returning ${CAMPAIGN}`);
  return row ?? null;
}

const CRM = sql`id, crm_code as "crmCode", name, firm_name as "firmName", serial_option_active as "serialOptionActive"`;

export const allTtCrms = (db: Db) => queryRows<TtCrm>(db, sql`select ${CRM} from tt_crms order by name, id`);

export async function setSerialUsage(db: Db, id: number, active: boolean): Promise<TtCrm | null> {
  const [row] = await queryRows<TtCrm>(db, sql`update tt_crms set serial_option_active = ${active} where id = ${id} returning ${CRM}`);
  return row ?? null;
}
