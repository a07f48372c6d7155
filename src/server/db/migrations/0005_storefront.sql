CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"image_key" varchar(100) NOT NULL,
	"image_name" varchar(255) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disty_stocks" (
	"disty_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disty_stocks_disty_id_model_id_pk" PRIMARY KEY("disty_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"scope" varchar(60) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "reseller_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"disty_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'CART' NOT NULL,
	"own_user_id" integer,
	"disty_order_no" varchar(50),
	"request_date" timestamp with time zone,
	"approver_date" timestamp with time zone,
	"decided_by" integer,
	"reject_description" text,
	"total_price" numeric(14, 2),
	"total_quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "none_stock_status_max" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "limited_stock_status_max" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "stock_status_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "manuel_update_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disty_stocks" ADD CONSTRAINT "disty_stocks_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disty_stocks" ADD CONSTRAINT "disty_stocks_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_order_lines" ADD CONSTRAINT "reseller_order_lines_order_id_reseller_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reseller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_order_lines" ADD CONSTRAINT "reseller_order_lines_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_orders" ADD CONSTRAINT "reseller_orders_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_orders" ADD CONSTRAINT "reseller_orders_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_end_idx" ON "banners" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "disty_stocks_model_idx" ON "disty_stocks" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "disty_stocks_updated_idx" ON "disty_stocks" USING btree ("updated_at","disty_id","model_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_order_lines_order_model_uq" ON "reseller_order_lines" USING btree ("order_id","model_id");--> statement-breakpoint
CREATE INDEX "reseller_order_lines_model_idx" ON "reseller_order_lines" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_orders_cart_uq" ON "reseller_orders" USING btree ("reseller_id") WHERE "reseller_orders"."status" = 'CART';--> statement-breakpoint
CREATE INDEX "reseller_orders_reseller_idx" ON "reseller_orders" USING btree ("reseller_id","id");--> statement-breakpoint
CREATE INDEX "reseller_orders_disty_idx" ON "reseller_orders" USING btree ("disty_id","status","id");--> statement-breakpoint
CREATE INDEX "reseller_orders_status_idx" ON "reseller_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "models_approved_at_idx" ON "models" USING btree ("approved_at");--> statement-breakpoint
UPDATE "models" SET "approved_at" = "created_at" WHERE "approve_type" = 'APPROVED';
