import { sql } from 'drizzle-orm';
import type { Db } from '../sql.js';

/**
 * Demo campaigns and TT CRM records (issue 14): installment packages from 100 to 500 TL in 6, 9
 * and 12 installments, a retired one, and the operator's customer types.
 */
const AMOUNTS = [100, 150, 200, 300, 500];
const TERMS = [6, 9, 12];

export async function seedCampaigns(db: Db): Promise<void> {
  const rows = AMOUNTS.flatMap((amount, a) =>
    TERMS.map((term, t) => ({
      voucherCode: `AK${String(amount).padStart(3, '0')}${String(term).padStart(2, '0')}`,
      description: `Aksesuar Kampanyası ${amount} TL ${term} Taksit`,
      billTemplate: `Aksesuar paketi ${amount} TL - ${term} ay`,
      amount,
      amountCode: String.fromCharCode(65 + a),
      termNumber: term,
      termNumberCode: String(t + 1),
      termAmount: Math.round((amount / term) * 100) / 100,
      stockWarning: amount <= 200 ? 500 : 200,
      passStockWarning: amount <= 200 ? 300 : 100,
      status: amount === 500 && term === 6 ? 0 : 1,
    })),
  );
  for (const c of rows) {
    await db.execute(sql`
      insert into accessory_campaigns (status, voucher_code, description, bill_template, amount, amount_code, term_number, term_number_code, term_amount, stock_warning, pass_stock_warning)
      values (${c.status}, ${c.voucherCode}, ${c.description}, ${c.billTemplate}, ${c.amount}, ${c.amountCode}, ${c.termNumber}, ${c.termNumberCode}, ${c.termAmount}, ${c.stockWarning}, ${c.passStockWarning})
      on conflict (voucher_code) do nothing`);
  }
  const crms = [
    { crmCode: 'TTCRM001', name: 'Bireysel Mobil', firmName: 'Türk Telekom Mobil', serial: true },
    { crmCode: 'TTCRM002', name: 'Bireysel Ev İnterneti', firmName: 'Türk Telekom', serial: true },
    { crmCode: 'TTCRM003', name: 'Kurumsal', firmName: 'Türk Telekom', serial: false },
    { crmCode: 'TTCRM004', name: 'KOBİ', firmName: 'Türk Telekom', serial: true },
    { crmCode: 'TTCRM005', name: 'Kamu', firmName: 'Türk Telekom', serial: false },
    { crmCode: 'TTCRM006', name: 'Faturasız Hat', firmName: 'Türk Telekom Mobil', serial: false },
  ];
  for (const c of crms) {
    await db.execute(sql`insert into tt_crms (crm_code, name, firm_name, serial_option_active) values (${c.crmCode}, ${c.name}, ${c.firmName}, ${c.serial}) on conflict (crm_code) do nothing`);
  }
}
