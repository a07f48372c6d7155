CREATE TABLE "job_progress" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_passwords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_passwords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1000),
	"code" bigint NOT NULL,
	"batch_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"tt_crm_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_serials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_serials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1000),
	"code" bigint NOT NULL,
	"batch_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"reseller_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_batch_lines" (
	"batch_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"unit" integer NOT NULL,
	CONSTRAINT "code_batch_lines_batch_id_line_no_pk" PRIMARY KEY("batch_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(6) NOT NULL,
	"status" varchar(12) DEFAULT 'CONTINUING' NOT NULL,
	"is_activated" boolean DEFAULT false NOT NULL,
	"total_count" integer NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"params" text NOT NULL,
	"error" text,
	"job_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "code_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(6) NOT NULL,
	"owner_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_batch_lines" ADD CONSTRAINT "code_batch_lines_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batch_lines" ADD CONSTRAINT "code_batch_lines_campaign_id_accessory_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."accessory_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_stock" ADD CONSTRAINT "code_stock_campaign_id_accessory_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."accessory_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("id") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_passwords_code_uq" ON "campaign_passwords" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campaign_passwords_batch_idx" ON "campaign_passwords" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "campaign_passwords_crm_idx" ON "campaign_passwords" USING btree ("tt_crm_id","id");--> statement-breakpoint
CREATE INDEX "campaign_passwords_used_idx" ON "campaign_passwords" USING btree ("batch_id") WHERE used_at is not null;--> statement-breakpoint
CREATE INDEX "campaign_passwords_off_idx" ON "campaign_passwords" USING btree ("batch_id") WHERE deactivated_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_serials_code_uq" ON "campaign_serials" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campaign_serials_batch_idx" ON "campaign_serials" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "campaign_serials_reseller_idx" ON "campaign_serials" USING btree ("reseller_id","id");--> statement-breakpoint
CREATE INDEX "campaign_serials_used_idx" ON "campaign_serials" USING btree ("batch_id") WHERE used_at is not null;--> statement-breakpoint
CREATE INDEX "campaign_serials_off_idx" ON "campaign_serials" USING btree ("batch_id") WHERE deactivated_at is not null;--> statement-breakpoint
CREATE INDEX "code_batch_lines_owner_idx" ON "code_batch_lines" USING btree ("owner_id","batch_id");--> statement-breakpoint
CREATE INDEX "code_batches_kind_idx" ON "code_batches" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "code_batches_created_idx" ON "code_batches" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_stock_owner_uq" ON "code_stock" USING btree ("kind","owner_id","campaign_id");--> statement-breakpoint
CREATE INDEX "code_stock_low_idx" ON "code_stock" USING btree ("kind","remaining");