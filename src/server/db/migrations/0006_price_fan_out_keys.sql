ALTER TABLE "model_price_disties" DROP CONSTRAINT "model_price_disties_disty_id_disties_id_fk";
--> statement-breakpoint
ALTER TABLE "model_price_disties" DROP CONSTRAINT "model_price_disties_model_price_supply_id_model_price_supplies_id_fk";
