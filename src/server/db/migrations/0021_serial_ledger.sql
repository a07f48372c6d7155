CREATE TABLE "sale_info_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_info_id" integer NOT NULL,
	"root_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_no" varchar(100) NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_ratio" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_ratio" numeric(5, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"vat_included_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(30) NOT NULL,
	"parent_id" integer,
	"root_id" integer NOT NULL,
	"disty_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"doc_key" varchar(120) NOT NULL,
	"invoice_no" varchar(50),
	"invoice_date" timestamp with time zone,
	"waybill_no" varchar(50),
	"waybill_date" timestamp with time zone,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_ratio" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_ratio" numeric(5, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"vat_included_price" numeric(14, 2) NOT NULL,
	"shipment_company_name" varchar(100),
	"shipment_tracking_code" varchar(100),
	"shipment_tracking_url" varchar(500),
	"line_count" integer NOT NULL,
	"supply_ids" integer[] NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_transfer_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_no" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"from_reseller_id" integer NOT NULL,
	"created_by" integer,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_no" varchar(100) NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_ratio" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_ratio" numeric(5, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"vat_included_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supply_id" integer NOT NULL,
	"disty_id" integer NOT NULL,
	"invoice_no" varchar(50) NOT NULL,
	"invoice_date" timestamp with time zone NOT NULL,
	"waybill_no" varchar(50),
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_ratio" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_ratio" numeric(5, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"vat_included_price" numeric(14, 2) NOT NULL,
	"line_count" integer NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"from_holder" varchar(10) NOT NULL,
	"from_id" integer NOT NULL,
	"to_holder" varchar(10) NOT NULL,
	"to_id" integer NOT NULL,
	"to_status" varchar(20) DEFAULT 'IN_STOCK' NOT NULL,
	"document_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"serial_no" varchar(100) NOT NULL,
	"holder" varchar(10) NOT NULL,
	"holder_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'IN_STOCK' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"sale_info_line_id" bigint,
	"moves" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_infos" ADD CONSTRAINT "sale_infos_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_infos" ADD CONSTRAINT "sale_infos_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_transfers" ADD CONSTRAINT "serial_transfers_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_transfers" ADD CONSTRAINT "serial_transfers_from_reseller_id_resellers_id_fk" FOREIGN KEY ("from_reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_invoices" ADD CONSTRAINT "supply_invoices_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_invoices" ADD CONSTRAINT "supply_invoices_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_info_lines_doc_idx" ON "sale_info_lines" USING btree ("sale_info_id","id");--> statement-breakpoint
CREATE INDEX "sale_info_lines_serial_idx" ON "sale_info_lines" USING btree ("serial_no","root_id");--> statement-breakpoint
CREATE INDEX "sale_info_lines_model_idx" ON "sale_info_lines" USING btree ("model_id","root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_infos_doc_idx" ON "sale_infos" USING btree ("disty_id","doc_key");--> statement-breakpoint
CREATE INDEX "sale_infos_top_created_idx" ON "sale_infos" USING btree ("created_at","id") WHERE "sale_infos"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "sale_infos_top_disty_idx" ON "sale_infos" USING btree ("disty_id","created_at","id") WHERE "sale_infos"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "sale_infos_top_reseller_idx" ON "sale_infos" USING btree ("reseller_id","created_at","id") WHERE "sale_infos"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "sale_infos_supplies_idx" ON "sale_infos" USING gin ("supply_ids") WHERE "sale_infos"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "sale_infos_parent_idx" ON "sale_infos" USING btree ("parent_id") WHERE "sale_infos"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_infos_waybill_no_idx" ON "sale_infos" USING btree ("waybill_no","root_id");--> statement-breakpoint
CREATE INDEX "sale_infos_invoice_date_idx" ON "sale_infos" USING btree ("invoice_date") WHERE "sale_infos"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "sale_infos_waybill_date_idx" ON "sale_infos" USING btree ("waybill_date","root_id");--> statement-breakpoint
CREATE INDEX "serial_transfer_lines_transfer_idx" ON "serial_transfer_lines" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE INDEX "serial_transfer_lines_serial_idx" ON "serial_transfer_lines" USING btree ("serial_no","transfer_id");--> statement-breakpoint
CREATE INDEX "serial_transfer_lines_model_idx" ON "serial_transfer_lines" USING btree ("model_id","transfer_id");--> statement-breakpoint
CREATE INDEX "serial_transfers_to_idx" ON "serial_transfers" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "serial_transfers_from_idx" ON "serial_transfers" USING btree ("from_reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "supply_invoice_lines_invoice_idx" ON "supply_invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "supply_invoice_lines_serial_idx" ON "supply_invoice_lines" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "supply_invoice_lines_model_idx" ON "supply_invoice_lines" USING btree ("model_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_invoices_number_idx" ON "supply_invoices" USING btree ("supply_id","invoice_no");--> statement-breakpoint
CREATE INDEX "supply_invoices_date_idx" ON "supply_invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "supply_invoices_disty_idx" ON "supply_invoices" USING btree ("disty_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "supply_invoices_supply_idx" ON "supply_invoices" USING btree ("supply_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "unit_movements_unit_idx" ON "unit_movements" USING btree ("unit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_model_serial_idx" ON "units" USING btree ("model_id","serial_no");--> statement-breakpoint
CREATE INDEX "units_serial_idx" ON "units" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "units_reseller_stock_idx" ON "units" USING btree ("holder_id","received_at","id") WHERE "units"."holder" = 'RESELLER' and "units"."status" = 'IN_STOCK';--> statement-breakpoint
-- List snapshots (lib/key-snapshots.ts) of the ledger's big lists: /saleInfoList's keys read the
-- distribution records and their lines (one scope), the dealer's stock the units per holding reseller.
CREATE OR REPLACE FUNCTION change_log_distribution() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_log_write('distribution', array[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_sale_infos AFTER INSERT OR UPDATE OR DELETE ON sale_infos FOR EACH STATEMENT EXECUTE FUNCTION change_log_distribution();
--> statement-breakpoint
CREATE TRIGGER change_log_sale_info_lines AFTER INSERT OR UPDATE OR DELETE ON sale_info_lines FOR EACH STATEMENT EXECUTE FUNCTION change_log_distribution();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION change_log_reseller_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM change_log_write('resellerStock', array(SELECT DISTINCT holder_id FROM new_rows WHERE holder = 'RESELLER'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM change_log_write('resellerStock', array(SELECT DISTINCT holder_id FROM old_rows WHERE holder = 'RESELLER'));
  ELSE
    PERFORM change_log_write('resellerStock', array(SELECT holder_id FROM new_rows WHERE holder = 'RESELLER' UNION SELECT holder_id FROM old_rows WHERE holder = 'RESELLER'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_units_ins AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_reseller_stock();
--> statement-breakpoint
CREATE TRIGGER change_log_units_upd AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_reseller_stock();
--> statement-breakpoint
CREATE TRIGGER change_log_units_del AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_reseller_stock();
