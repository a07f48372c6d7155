import { boolean, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Accessory campaigns (spec 1 §3): an installment package sold with accessories. */
export const accessoryCampaigns = pgTable(
  'accessory_campaigns',
  {
    id: serial('id').primaryKey(),
    /** 1 = active (spec 1 §4). */
    status: smallint('status').notNull().default(1),
    /** The SN code: 7 characters, one campaign each. */
    voucherCode: varchar('voucher_code', { length: 7 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    billTemplate: varchar('bill_template', { length: 300 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    amountCode: varchar('amount_code', { length: 1 }),
    termNumber: integer('term_number').notNull(),
    termNumberCode: varchar('term_number_code', { length: 1 }),
    termAmount: numeric('term_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Critical stock levels of the campaign's serials and passwords (the low-stock lists). */
    stockWarning: integer('stock_warning').notNull().default(0),
    passStockWarning: integer('pass_stock_warning').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accessory_campaigns_voucher_uq').on(t.voucherCode)],
);

/** TT CRM records (spec 1 §3): customer types of the operator; serial usage can be switched, passwords always used. */
export const ttCrms = pgTable('tt_crms', {
  id: serial('id').primaryKey(),
  crmCode: varchar('crm_code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  firmName: varchar('firm_name', { length: 200 }),
  serialOptionActive: boolean('serial_option_active').notNull().default(false),
});
