DROP INDEX "units_model_serial_idx";--> statement-breakpoint
DROP INDEX "units_serial_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "units_serial_model_idx" ON "units" USING btree ("serial_no","model_id");