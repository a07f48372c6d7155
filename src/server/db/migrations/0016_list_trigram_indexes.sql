CREATE INDEX "resellers_code_trgm_idx" ON "resellers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resellers_name_trgm_idx" ON "resellers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin (("name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_gsm_trgm_idx" ON "users" USING gin ("gsm_no" gin_trgm_ops);