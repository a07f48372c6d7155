-- faulty_product_tickets was the shell's placeholder for the supplier's bell (a count of waiting rows):
-- nothing wrote tickets before issue 32, so the columns a ticket needs are added NOT NULL on an empty table.
DELETE FROM "faulty_product_tickets";--> statement-breakpoint
CREATE TABLE "faulty_product_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "model_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "sub_category_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "category_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "serial_no" varchar(100);--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "sale_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "reject_description" varchar(500);--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "new_serial_no" varchar(100);--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "new_unit_id" integer;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "cargo_name" varchar(100);--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "cargo_code" varchar(100);--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faulty_product_photos" ADD CONSTRAINT "faulty_product_photos_ticket_id_faulty_product_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."faulty_product_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faulty_photos_ticket_idx" ON "faulty_product_photos" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "faulty_tickets_created_idx" ON "faulty_product_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_supply_idx" ON "faulty_product_tickets" USING btree ("supply_id","created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_reseller_idx" ON "faulty_product_tickets" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_status_idx" ON "faulty_product_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_category_idx" ON "faulty_product_tickets" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_sub_category_idx" ON "faulty_product_tickets" USING btree ("sub_category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_sale_date_idx" ON "faulty_product_tickets" USING btree ("sale_date","id");--> statement-breakpoint
CREATE INDEX "faulty_tickets_serial_idx" ON "faulty_product_tickets" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "faulty_tickets_waiting_unit_idx" ON "faulty_product_tickets" USING btree ("unit_id") WHERE "faulty_product_tickets"."status" = 'WAITING' and "faulty_product_tickets"."unit_id" is not null;--> statement-breakpoint
-- The ticket lists' kept keys (server/lib/key-snapshots.ts): every writing transaction is logged for
-- the admin's search (scope 0) and for each supply whose tickets it wrote (the supplier's list).
CREATE OR REPLACE FUNCTION change_log_faulty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM change_log_write('faulty', array[0] || array(SELECT DISTINCT supply_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM change_log_write('faulty', array[0] || array(SELECT DISTINCT supply_id FROM old_rows));
  ELSE
    PERFORM change_log_write('faulty', array[0] || array(SELECT supply_id FROM new_rows UNION SELECT supply_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_faulty_ins AFTER INSERT ON faulty_product_tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_faulty();
--> statement-breakpoint
CREATE TRIGGER change_log_faulty_upd AFTER UPDATE ON faulty_product_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_faulty();
--> statement-breakpoint
CREATE TRIGGER change_log_faulty_del AFTER DELETE ON faulty_product_tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_faulty();
