CREATE TABLE "disties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "disties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"parent_id" integer,
	"disty_id" integer,
	"reseller_type" varchar(30),
	"area" varchar(100),
	"main_area" varchar(100),
	"province" varchar(100),
	"district" varchar(100),
	"address_text" text,
	"email" varchar(200),
	"phone_number" varchar(20),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"shipping_name" varchar(200),
	"post_code" varchar(20),
	"address" text,
	"phone_number" varchar(20),
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "supplies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "supply_disties" (
	"supply_id" integer NOT NULL,
	"disty_id" integer NOT NULL,
	CONSTRAINT "supply_disties_supply_id_disty_id_pk" PRIMARY KEY("supply_id","disty_id")
);
--> statement-breakpoint
CREATE TABLE "user_resellers" (
	"user_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	CONSTRAINT "user_resellers_user_id_reseller_id_pk" PRIMARY KEY("user_id","reseller_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_hash" text,
	"name" varchar(100) NOT NULL,
	"surname" varchar(100) NOT NULL,
	"email" varchar(200),
	"gsm_no" varchar(10),
	"status" smallint DEFAULT 1 NOT NULL,
	"roles" text[] NOT NULL,
	"supply_id" integer,
	"disty_id" integer,
	"login_reseller_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"type" varchar(50) PRIMARY KEY NOT NULL,
	"description" varchar(200) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"is_html" boolean DEFAULT false NOT NULL,
	"body_place_holders" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"template_type" varchar(50) NOT NULL,
	"subject" varchar(300),
	"body" text NOT NULL,
	"is_html" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"type" varchar(50) PRIMARY KEY NOT NULL,
	"description" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"body_place_holders" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"description" varchar(300) NOT NULL,
	"value" text NOT NULL,
	"reseller_code" varchar(50),
	"manuel_update_disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faulty_product_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"supply_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'WAITING' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_disties" ADD CONSTRAINT "supply_disties_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_disties" ADD CONSTRAINT "supply_disties_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resellers" ADD CONSTRAINT "user_resellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_resellers" ADD CONSTRAINT "user_resellers_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disty_id_disties_id_fk" FOREIGN KEY ("disty_id") REFERENCES "public"."disties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_reseller_id_resellers_id_fk" FOREIGN KEY ("login_reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD CONSTRAINT "faulty_product_tickets_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faulty_product_tickets" ADD CONSTRAINT "faulty_product_tickets_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resellers_parent_idx" ON "resellers" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resellers_disty_idx" ON "resellers" USING btree ("disty_id");--> statement-breakpoint
CREATE INDEX "supply_disties_disty_idx" ON "supply_disties" USING btree ("disty_id");--> statement-breakpoint
CREATE INDEX "user_resellers_reseller_idx" ON "user_resellers" USING btree ("reseller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_gsm_idx" ON "users" USING btree ("gsm_no");--> statement-breakpoint
CREATE INDEX "users_supply_idx" ON "users" USING btree ("supply_id");--> statement-breakpoint
CREATE INDEX "users_disty_idx" ON "users" USING btree ("disty_id");--> statement-breakpoint
CREATE INDEX "otp_codes_user_purpose_idx" ON "otp_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_key_reseller_uq" ON "parameters" USING btree ("key",coalesce("reseller_code", ''));--> statement-breakpoint
CREATE INDEX "faulty_tickets_supply_status_idx" ON "faulty_product_tickets" USING btree ("supply_id","status");