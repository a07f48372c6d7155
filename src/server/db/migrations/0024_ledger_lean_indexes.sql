-- The ledger's write path, lean (issue 30, the 100,000-line feed batch): units lose their row-by-row
-- foreign keys, unit_movements keep one index (its key is now (unit_id, id)), supplier invoice lines
-- one (their key (invoice_id, unit_id)); an invoice's products are kept on the invoice for the
-- list's barcode filter.
ALTER TABLE "units" DROP CONSTRAINT "units_model_id_models_id_fk";
--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_supply_id_supplies_id_fk";
--> statement-breakpoint
DROP INDEX "supply_invoice_lines_invoice_idx";--> statement-breakpoint
DROP INDEX "supply_invoice_lines_serial_idx";--> statement-breakpoint
DROP INDEX "supply_invoice_lines_model_idx";--> statement-breakpoint
ALTER TABLE "supply_invoice_lines" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "supply_invoice_lines" ADD CONSTRAINT "supply_invoice_lines_invoice_id_unit_id_pk" PRIMARY KEY("invoice_id","unit_id");--> statement-breakpoint
DROP INDEX "unit_movements_unit_idx";--> statement-breakpoint
ALTER TABLE "unit_movements" DROP CONSTRAINT "unit_movements_pkey";--> statement-breakpoint
ALTER TABLE "unit_movements" ADD CONSTRAINT "unit_movements_unit_id_id_pk" PRIMARY KEY("unit_id","id");--> statement-breakpoint
ALTER TABLE "supply_invoices" ADD COLUMN "model_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
-- The products of invoices stored before this column.
UPDATE "supply_invoices" i SET "model_ids" = m.ids FROM (SELECT invoice_id, array_agg(DISTINCT model_id ORDER BY model_id) AS ids FROM "supply_invoice_lines" GROUP BY invoice_id) m WHERE m.invoice_id = i.id;--> statement-breakpoint
CREATE INDEX "supply_invoices_models_idx" ON "supply_invoices" USING gin ("model_ids");
