CREATE TABLE "storefront_items" (
	"price_id" integer PRIMARY KEY NOT NULL,
	"disty_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"reseller_price" numeric(14, 2) NOT NULL,
	"price_start" timestamp with time zone NOT NULL,
	"price_end" timestamp with time zone,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"barcode" varchar(50) NOT NULL,
	"supply_status" varchar(10) NOT NULL,
	"origin" varchar(100),
	"approved_at" timestamp with time zone,
	"dashboard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storefront_items_order_idx" ON "storefront_items" USING btree ("disty_id","dashboard" DESC NULLS LAST,"name","model_id");--> statement-breakpoint
CREATE INDEX "storefront_items_category_idx" ON "storefront_items" USING btree ("disty_id","category_id","name","model_id");--> statement-breakpoint
CREATE INDEX "storefront_items_sub_category_idx" ON "storefront_items" USING btree ("disty_id","sub_category_id","name","model_id");--> statement-breakpoint
CREATE INDEX "storefront_items_brand_idx" ON "storefront_items" USING btree ("disty_id","brand_id","name","model_id");--> statement-breakpoint
CREATE INDEX "storefront_items_model_idx" ON "storefront_items" USING btree ("model_id","disty_id");