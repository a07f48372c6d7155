CREATE TABLE "accessory_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"voucher_code" varchar(7) NOT NULL,
	"description" varchar(300) NOT NULL,
	"bill_template" varchar(300) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"amount_code" varchar(1),
	"term_number" integer NOT NULL,
	"term_number_code" varchar(1),
	"term_amount" numeric(14, 2) NOT NULL,
	"stock_warning" integer DEFAULT 0 NOT NULL,
	"pass_stock_warning" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tt_crms" (
	"id" serial PRIMARY KEY NOT NULL,
	"crm_code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"firm_name" varchar(200),
	"serial_option_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tt_crms_crm_code_unique" UNIQUE("crm_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_campaigns_voucher_uq" ON "accessory_campaigns" USING btree ("voucher_code");