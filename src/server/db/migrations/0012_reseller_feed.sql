ALTER TABLE "resellers" ADD COLUMN "approved_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "unapproved_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "resellers_name_idx" ON "resellers" USING btree ("name","id");