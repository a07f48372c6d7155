CREATE TABLE "brand_supplies" (
	"brand_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_supplies_brand_id_supply_id_pk" PRIMARY KEY("brand_id","supply_id")
);
--> statement-breakpoint
ALTER TABLE "model_price_disties" DROP CONSTRAINT "model_price_disties_model_id_models_id_fk";
--> statement-breakpoint
ALTER TABLE "model_price_disties" DROP CONSTRAINT "model_price_disties_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "model_price_supplies" DROP CONSTRAINT "model_price_supplies_created_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "model_price_disties_model_idx";--> statement-breakpoint
DROP INDEX "model_price_supplies_model_idx";--> statement-breakpoint
ALTER TABLE "model_price_disties" ALTER COLUMN "model_price_supply_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "model_price_disties" ALTER COLUMN "reseller_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "model_price_disties" ALTER COLUMN "approve_type" SET DEFAULT 'WAITING';--> statement-breakpoint
ALTER TABLE "model_price_supplies" ALTER COLUMN "approve_type" SET DEFAULT 'WAITING';--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_supplies" ADD CONSTRAINT "brand_supplies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_supplies" ADD CONSTRAINT "brand_supplies_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_supplies_supply_idx" ON "brand_supplies" USING btree ("supply_id");--> statement-breakpoint
CREATE INDEX "model_price_disties_channel_idx" ON "model_price_disties" USING btree ("model_id","disty_id","start_date","id");--> statement-breakpoint
CREATE INDEX "model_price_disties_current_idx" ON "model_price_disties" USING btree ("disty_id","end_date","model_id") WHERE "model_price_disties"."approve_type" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "model_price_disties_waiting_idx" ON "model_price_disties" USING btree ("disty_id","id") WHERE "model_price_disties"."approve_type" = 'WAITING';--> statement-breakpoint
CREATE INDEX "model_price_disties_rejected_idx" ON "model_price_disties" USING btree ("model_id") WHERE "model_price_disties"."approve_type" = 'REJECTED';--> statement-breakpoint
CREATE INDEX "model_price_disties_supply_price_idx" ON "model_price_disties" USING btree ("model_price_supply_id");--> statement-breakpoint
CREATE INDEX "model_price_disties_start_idx" ON "model_price_disties" USING btree ("start_date","id") WHERE "model_price_disties"."approve_type" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "model_price_supplies_channel_idx" ON "model_price_supplies" USING btree ("model_id","supply_id","start_date","id");--> statement-breakpoint
CREATE INDEX "model_price_supplies_supply_idx" ON "model_price_supplies" USING btree ("supply_id","end_date");--> statement-breakpoint
CREATE INDEX "models_brand_name_idx" ON "models" USING btree ("brand_id","name","id");