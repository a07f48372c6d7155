CREATE TABLE "sync_changes" (
	"disty_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "sync_changes_disty_id_model_id_pk" PRIMARY KEY("disty_id","model_id")
);
--> statement-breakpoint
CREATE INDEX "sync_changes_txid_idx" ON "sync_changes" USING btree ("disty_id","txid","model_id");--> statement-breakpoint
-- The offline sets' change log (README "Offline sync"): statement triggers on every table the
-- storefront and the reseller price list are made of record the (distributor, product) pairs a
-- statement may have changed, stamped with its transaction id. The sync endpoints answer the
-- current rows of the pairs logged since the client's cursor. A pair logged twice in one
-- transaction is written once (the WHERE of the upsert).
--
-- No trigger here joins its two transition tables: PL/pgSQL keeps a statement's plan for the
-- session, made with the row counts of the first call, so a join planned for a 1-row statement
-- runs as a nested loop over the next 10,000-row one (measured: 20 s). Old and new rows are
-- compared with EXCEPT (a set operation: linear whatever the estimate) or not at all.
CREATE OR REPLACE FUNCTION sync_log(p_disties int[], p_models int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_models IS NULL OR cardinality(p_models) = 0 THEN
    RETURN;
  END IF;
  -- Sorted, so two writers logging overlapping pairs lock them in the same order.
  INSERT INTO sync_changes AS c (disty_id, model_id)
    SELECT DISTINCT k.disty_id, k.model_id FROM unnest(p_disties, p_models) AS k(disty_id, model_id)
    ORDER BY 1, 2
  ON CONFLICT (disty_id, model_id) DO UPDATE SET txid = excluded.txid WHERE c.txid <> excluded.txid;
END $$;
--> statement-breakpoint
-- A change of the products themselves (fields, pictures, labels, margin): every distributor pair
-- the price channel knows of them (any approval state, so a pair approved by a concurrent
-- transaction is not missed; model_price_disties_channel_idx).
CREATE OR REPLACE FUNCTION sync_log_products(p_models int[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE ds int[]; ms int[];
BEGIN
  IF p_models IS NULL OR cardinality(p_models) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms
    FROM (SELECT DISTINCT d.disty_id, d.model_id FROM model_price_disties d WHERE d.model_id = ANY (p_models)) x;
  PERFORM sync_log(ds, ms);
END $$;
--> statement-breakpoint
-- Price versions: the price list shows APPROVED versions with or without a reseller price, so
-- only rows that are or were APPROVED matter (a version approved, repriced, moved, ended by the
-- timeline, rejected or deleted); a sheet of WAITING rows costs one empty scan. The storefront's
-- read model follows these rows (migration 0008), so its rows entering, changing and leaving are
-- logged here too.
CREATE OR REPLACE FUNCTION sync_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ds int[]; ms int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM new_rows WHERE approve_type = 'APPROVED';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM old_rows WHERE approve_type = 'APPROVED';
  ELSE
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM (
      SELECT disty_id, model_id FROM new_rows WHERE approve_type = 'APPROVED'
      UNION ALL SELECT disty_id, model_id FROM old_rows WHERE approve_type = 'APPROVED') x;
  END IF;
  PERFORM sync_log(ds, ms);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_prices_ins AFTER INSERT ON model_price_disties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_prices_changed();
--> statement-breakpoint
CREATE TRIGGER sync_prices_upd AFTER UPDATE ON model_price_disties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_prices_changed();
--> statement-breakpoint
CREATE TRIGGER sync_prices_del AFTER DELETE ON model_price_disties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_prices_changed();
--> statement-breakpoint
-- The storefront's read model: its rows are written only from the price versions and products
-- logged here (storefront_add, storefront_refresh), except the hourly purge of ended rows.
CREATE OR REPLACE FUNCTION sync_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ds int[]; ms int[];
BEGIN
  SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM old_rows;
  PERFORM sync_log(ds, ms);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_items_del AFTER DELETE ON storefront_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_items_deleted();
--> statement-breakpoint
-- Home-page labels (/addToDashboard): the storefront rows' `dashboard`.
CREATE OR REPLACE FUNCTION sync_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sync_log_products(array(SELECT DISTINCT model_id FROM new_rows WHERE label_status = 'DASHBOARD'));
  ELSE
    PERFORM sync_log_products(array(SELECT DISTINCT model_id FROM old_rows WHERE label_status = 'DASHBOARD'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_labels_ins AFTER INSERT ON model_labels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_labels_changed();
--> statement-breakpoint
CREATE TRIGGER sync_labels_del AFTER DELETE ON model_labels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_labels_changed();
--> statement-breakpoint
-- Distributor stock: only a change of the available units (quantity − reserved, never below 0)
-- is shown, so a feed repeating yesterday's quantities logs nothing.
CREATE OR REPLACE FUNCTION sync_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ds int[]; ms int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM new_rows WHERE quantity > reserved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM old_rows WHERE quantity > reserved;
  ELSE
    SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms FROM (
      SELECT disty_id, model_id, greatest(quantity - reserved, 0) FROM new_rows
      EXCEPT SELECT disty_id, model_id, greatest(quantity - reserved, 0) FROM old_rows) x;
  END IF;
  PERFORM sync_log(ds, ms);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_stock_ins AFTER INSERT ON disty_stocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_stock_changed();
--> statement-breakpoint
CREATE TRIGGER sync_stock_upd AFTER UPDATE ON disty_stocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_stock_changed();
--> statement-breakpoint
CREATE TRIGGER sync_stock_del AFTER DELETE ON disty_stocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_stock_changed();
--> statement-breakpoint
-- Pictures: a shown one (approved, or with a deletion not yet decided) added, changed or removed.
CREATE OR REPLACE FUNCTION sync_pictures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE shown text[] := ARRAY['INSERTED', 'NOTWANTDELETE', 'WANTDELETE'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sync_log_products(array(SELECT DISTINCT model_id FROM new_rows WHERE crud_type = ANY (shown)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sync_log_products(array(SELECT DISTINCT model_id FROM old_rows WHERE crud_type = ANY (shown)));
  ELSE
    PERFORM sync_log_products(array(
      SELECT model_id FROM new_rows WHERE crud_type = ANY (shown)
      UNION SELECT model_id FROM old_rows WHERE crud_type = ANY (shown)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_pictures_ins AFTER INSERT ON model_pictures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_pictures_changed();
--> statement-breakpoint
CREATE TRIGGER sync_pictures_upd AFTER UPDATE ON model_pictures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_pictures_changed();
--> statement-breakpoint
CREATE TRIGGER sync_pictures_del AFTER DELETE ON model_pictures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_pictures_changed();
--> statement-breakpoint
-- Products: the fields either set shows (approval too: it moves the product on or off the storefront).
CREATE OR REPLACE FUNCTION sync_models_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log_products(array(SELECT id FROM (
    SELECT id, name, barcode, description, brand_id, sub_category_id, category_id, supply_id, supply_status, origin, eol, approve_type, approved_at
      FROM new_rows
    EXCEPT SELECT id, name, barcode, description, brand_id, sub_category_id, category_id, supply_id, supply_status, origin, eol, approve_type, approved_at
      FROM old_rows) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_models_upd AFTER UPDATE ON models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_models_changed();
--> statement-breakpoint
-- Supplier versions: the recommended prices and the tax ratio the price list shows. Nothing
-- edits them today (a price is never edited), so this is a row trigger on those columns alone:
-- the timeline updates of a 100,000-row sheet (end_date, approve_type) never fire it.
CREATE OR REPLACE FUNCTION sync_supply_price_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ds int[]; ms int[];
BEGIN
  SELECT array_agg(disty_id), array_agg(model_id) INTO ds, ms
    FROM model_price_disties WHERE model_price_supply_id = NEW.id AND approve_type = 'APPROVED';
  PERFORM sync_log(ds, ms);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_supply_prices_upd AFTER UPDATE OF tax_ratio, recommended_reseller_price, recommended_sell_price ON model_price_supplies
  FOR EACH ROW WHEN ((OLD.tax_ratio, OLD.recommended_reseller_price, OLD.recommended_sell_price)
    IS DISTINCT FROM (NEW.tax_ratio, NEW.recommended_reseller_price, NEW.recommended_sell_price))
  EXECUTE FUNCTION sync_supply_price_changed();
--> statement-breakpoint
-- Margin ratios (the list's tolerance price): every product of the sub-categories whose ratio changed.
CREATE OR REPLACE FUNCTION sync_tolerances_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE subs int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    subs := array(SELECT sub_category_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    subs := array(SELECT sub_category_id FROM old_rows);
  ELSE
    subs := array(SELECT sub_category_id FROM (
      (SELECT sub_category_id, marj_ratio FROM new_rows EXCEPT SELECT sub_category_id, marj_ratio FROM old_rows)
      UNION (SELECT sub_category_id, marj_ratio FROM old_rows EXCEPT SELECT sub_category_id, marj_ratio FROM new_rows)) x);
  END IF;
  IF cardinality(subs) > 0 THEN
    PERFORM sync_log_products(array(SELECT m.id FROM models m WHERE m.sub_category_id = ANY (subs)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_tolerances_ins AFTER INSERT ON tolerances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_tolerances_changed();
--> statement-breakpoint
CREATE TRIGGER sync_tolerances_upd AFTER UPDATE ON tolerances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_tolerances_changed();
--> statement-breakpoint
CREATE TRIGGER sync_tolerances_del AFTER DELETE ON tolerances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_tolerances_changed();
--> statement-breakpoint
-- What is there already: every pair the two sets can hold.
INSERT INTO sync_changes (disty_id, model_id)
  SELECT disty_id, model_id FROM model_price_disties UNION SELECT disty_id, model_id FROM disty_stocks
ON CONFLICT DO NOTHING;
