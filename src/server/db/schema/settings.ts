import { boolean, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Parameters (spec 3 §3): global when resellerCode is null, else per reseller. */
export const parameters = pgTable(
  'parameters',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    value: text('value').notNull(),
    resellerCode: varchar('reseller_code', { length: 50 }),
    manuelUpdateDisabled: boolean('manuel_update_disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('parameters_key_reseller_uq').on(t.key, sql`coalesce(${t.resellerCode}, '')`)],
);
