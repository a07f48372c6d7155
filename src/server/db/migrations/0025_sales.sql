CREATE TABLE "sale_days" (
	"day" date NOT NULL,
	"disty_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_days_day_disty_id_stripe_pk" PRIMARY KEY("day","disty_id","stripe")
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"sale_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"serial_no" varchar(100) NOT NULL,
	"selected_price" numeric(14, 2) NOT NULL,
	"recommended_sell_price" numeric(14, 2),
	"price_with_tolerance" numeric(14, 2),
	"disty_price" numeric(14, 2),
	"status" varchar(20) DEFAULT 'SOLD' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_lines_sale_id_unit_id_pk" PRIMARY KEY("sale_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"main_reseller_id" integer NOT NULL,
	"disty_id" integer,
	"seller_user_id" integer,
	"seller_name" varchar(100) DEFAULT '' NOT NULL,
	"seller_surname" varchar(100) DEFAULT '' NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"status" varchar(30) DEFAULT 'COMPLETED' NOT NULL,
	"customer_type" varchar(12) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"customer_surname" varchar(100) NOT NULL,
	"customer_phone_no" varchar(20),
	"customer_service_no" varchar(20),
	"customer_pstn_no" varchar(20),
	"campaign_id" integer,
	"code_kind" varchar(6),
	"code_id" bigint,
	"serial_value" varchar(20),
	"pass_value" varchar(20),
	"final_price" numeric(14, 2) NOT NULL,
	"discount_amount" numeric(14, 2) NOT NULL,
	"disty_price" numeric(14, 2),
	"score" integer DEFAULT 0 NOT NULL,
	"line_count" integer NOT NULL,
	"supply_ids" integer[] NOT NULL,
	"model_ids" integer[] NOT NULL,
	"cancel_reason" varchar(40),
	"cancel_requested_at" timestamp with time zone,
	"cancel_requested_by" integer,
	"reject_cancel_description" varchar(500),
	"cancel_decided_at" timestamp with time zone,
	"cancel_decided_by" integer,
	"source" varchar(10) NOT NULL,
	"source_no" varchar(50),
	"content_hash" varchar(64),
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"transaction_amount" integer NOT NULL,
	"remain_score" integer DEFAULT 0 NOT NULL,
	"latest_approved_score" integer NOT NULL,
	"latest_unapproved_score" integer NOT NULL,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sale_lines_unit_idx" ON "sale_lines" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "sales_completed_idx" ON "sales" USING btree ("completed_at","id");--> statement-breakpoint
CREATE INDEX "sales_reseller_idx" ON "sales" USING btree ("reseller_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "sales_main_reseller_idx" ON "sales" USING btree ("main_reseller_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "sales_disty_idx" ON "sales" USING btree ("disty_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "sales_supplies_idx" ON "sales" USING gin ("supply_ids");--> statement-breakpoint
CREATE INDEX "sales_models_idx" ON "sales" USING gin ("model_ids");--> statement-breakpoint
CREATE INDEX "sales_serial_value_idx" ON "sales" USING btree ("serial_value") WHERE "sales"."serial_value" is not null;--> statement-breakpoint
CREATE INDEX "sales_pass_value_idx" ON "sales" USING btree ("pass_value") WHERE "sales"."pass_value" is not null;--> statement-breakpoint
CREATE INDEX "sales_cancel_queue_idx" ON "sales" USING btree ("completed_at","id") WHERE "sales"."status" in ('SALE_CANCEL_APPROVAL', 'SERIAL_NO_CANCEL_APPROVAL');--> statement-breakpoint
CREATE UNIQUE INDEX "sales_source_no_idx" ON "sales" USING btree ("reseller_id","source_no") WHERE "sales"."source_no" is not null;--> statement-breakpoint
CREATE INDEX "score_transactions_reseller_idx" ON "score_transactions" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "score_transactions_sale_idx" ON "score_transactions" USING btree ("sale_id") WHERE "score_transactions"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "score_transactions_waiting_idx" ON "score_transactions" USING btree ("reseller_id","id") WHERE "score_transactions"."type" = 'SCORE_GAIN' and "score_transactions"."remain_score" > 0;--> statement-breakpoint
-- Sales per Istanbul day and distributor (0 for none), for the list's day pages (lib/day-pages.ts):
-- one statement per write, in the transaction that writes the sales; sales are never deleted.
-- 16 stripes (id mod 16): concurrent completions of one distributor's dealers rarely meet on a row.
CREATE FUNCTION sale_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_days (day, disty_id, stripe, n)
    SELECT istanbul_day(completed_at), coalesce(disty_id, 0), (id % 16)::smallint, count(*)::int FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, disty_id, stripe) DO UPDATE SET n = sale_days.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_days AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_days_count();
