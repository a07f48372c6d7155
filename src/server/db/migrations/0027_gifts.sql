CREATE TABLE "gift_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"image_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"disty_id" integer,
	"requested_by" integer NOT NULL,
	"score" integer NOT NULL,
	"status" varchar(30) DEFAULT 'WAITING_FOR_RESPONSE' NOT NULL,
	"spend_transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gift_score" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_images" ADD CONSTRAINT "gift_images_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transactions" ADD CONSTRAINT "gift_transactions_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transactions" ADD CONSTRAINT "gift_transactions_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_images_gift_idx" ON "gift_images" USING btree ("gift_id","id");--> statement-breakpoint
CREATE INDEX "gift_transactions_created_idx" ON "gift_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gift_transactions_status_idx" ON "gift_transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "gift_transactions_reseller_idx" ON "gift_transactions" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gift_transactions_gift_idx" ON "gift_transactions" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "gifts_status_created_idx" ON "gifts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gifts_score_idx" ON "gifts" USING btree ("gift_score","id");--> statement-breakpoint
CREATE INDEX "score_transactions_reseller_type_idx" ON "score_transactions" USING btree ("reseller_id","type","created_at","id");