ALTER TABLE "login_tickets" ADD COLUMN "created_family_id" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;