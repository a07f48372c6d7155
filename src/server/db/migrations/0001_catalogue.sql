CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"new_brand" boolean DEFAULT false NOT NULL,
	"image_key" varchar(100),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"update_id" integer,
	"action" varchar(30) NOT NULL,
	"user_id" integer,
	"description" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_labels" (
	"model_id" integer NOT NULL,
	"label_status" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_labels_model_id_label_status_pk" PRIMARY KEY("model_id","label_status")
);
--> statement-breakpoint
CREATE TABLE "model_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"image_key" varchar(100) NOT NULL,
	"crud_type" varchar(20) NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_price_disties" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"disty_id" integer NOT NULL,
	"model_price_supply_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"reseller_price" numeric(14, 2) NOT NULL,
	"approve_type" varchar(10) DEFAULT 'APPROVED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_price_supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"tax_ratio" smallint NOT NULL,
	"disty_price" numeric(14, 2) NOT NULL,
	"recommended_edm_price" numeric(14, 2),
	"recommended_reseller_price" numeric(14, 2) NOT NULL,
	"recommended_sell_price" numeric(14, 2) NOT NULL,
	"approve_type" varchar(10) DEFAULT 'APPROVED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"name" varchar(200) NOT NULL,
	"barcode" varchar(50) NOT NULL,
	"description" text,
	"brand_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"supply_status" varchar(10) NOT NULL,
	"origin" varchar(100),
	"eol" boolean,
	"start_date" timestamp with time zone,
	"tax_ratio" smallint,
	"disty_price" numeric(14, 2),
	"recommended_edm_price" numeric(14, 2),
	"recommended_reseller_price" numeric(14, 2),
	"recommended_sell_price" numeric(14, 2),
	"reseller_price" numeric(14, 2),
	"approve_description" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"barcode" varchar(50) NOT NULL,
	"description" text,
	"brand_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	"created_by_disty_id" integer,
	"supply_status" varchar(10) NOT NULL,
	"origin" varchar(100),
	"eol" boolean,
	"approve_type" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"last_approve_type" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"approve_description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"product_score_type" varchar(10) DEFAULT 'UNIT' NOT NULL,
	"score_ratio" numeric(10, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tolerances" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"marj_ratio" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tolerances_sub_category_id_unique" UNIQUE("sub_category_id")
);
--> statement-breakpoint
ALTER TABLE "model_audit" ADD CONSTRAINT "model_audit_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_audit" ADD CONSTRAINT "model_audit_update_id_model_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."model_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_audit" ADD CONSTRAINT "model_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_labels" ADD CONSTRAINT "model_labels_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_pictures" ADD CONSTRAINT "model_pictures_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_pictures" ADD CONSTRAINT "model_pictures_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD CONSTRAINT "model_price_disties_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD CONSTRAINT "model_price_disties_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD CONSTRAINT "model_price_disties_model_price_supply_id_model_price_supplies_id_fk" FOREIGN KEY ("model_price_supply_id") REFERENCES "public"."model_price_supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_disties" ADD CONSTRAINT "model_price_disties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_supplies" ADD CONSTRAINT "model_price_supplies_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_supplies" ADD CONSTRAINT "model_price_supplies_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_price_supplies" ADD CONSTRAINT "model_price_supplies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_updates" ADD CONSTRAINT "model_updates_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_updates" ADD CONSTRAINT "model_updates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_updates" ADD CONSTRAINT "model_updates_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_updates" ADD CONSTRAINT "model_updates_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_updates" ADD CONSTRAINT "model_updates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_created_by_disty_id_disties_id_fk" FOREIGN KEY ("created_by_disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tolerances" ADD CONSTRAINT "tolerances_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "model_audit_model_idx" ON "model_audit" USING btree ("model_id","at");--> statement-breakpoint
CREATE INDEX "model_labels_label_idx" ON "model_labels" USING btree ("label_status","model_id");--> statement-breakpoint
CREATE INDEX "model_pictures_model_idx" ON "model_pictures" USING btree ("model_id","id");--> statement-breakpoint
CREATE INDEX "model_price_disties_model_idx" ON "model_price_disties" USING btree ("model_id","disty_id","start_date");--> statement-breakpoint
CREATE INDEX "model_price_supplies_model_idx" ON "model_price_supplies" USING btree ("model_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "model_updates_one_waiting_uq" ON "model_updates" USING btree ("model_id") WHERE "model_updates"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "model_updates_model_idx" ON "model_updates" USING btree ("model_id","id");--> statement-breakpoint
CREATE INDEX "model_updates_status_idx" ON "model_updates" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_barcode_uq" ON "models" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "models_sub_category_idx" ON "models" USING btree ("sub_category_id","id");--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "models_supply_idx" ON "models" USING btree ("supply_id","id");--> statement-breakpoint
CREATE INDEX "models_supply_status_idx" ON "models" USING btree ("supply_status","id");--> statement-breakpoint
CREATE INDEX "models_origin_idx" ON "models" USING btree (lower("origin"));--> statement-breakpoint
CREATE INDEX "models_eol_idx" ON "models" USING btree ("eol","id");--> statement-breakpoint
CREATE INDEX "models_last_approve_idx" ON "models" USING btree ("last_approve_type","id");--> statement-breakpoint
CREATE INDEX "models_name_idx" ON "models" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "models_name_trgm_idx" ON "models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_barcode_trgm_idx" ON "models" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_categories_category_idx" ON "sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_name_uq" ON "sub_categories" USING btree ("category_id",lower("name"));