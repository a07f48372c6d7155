-- The storefront's read model is kept by the database itself (README "Storefront"): statement
-- triggers on the tables it is made of add the rows of versions just written or approved
-- (storefront_add), move end dates, and rebuild the rows of the products (or product–distributor
-- pairs) whose fields changed (storefront_refresh). A row holds an APPROVED distributor version with
-- a reseller price that has not ended, of an approved product.
CREATE OR REPLACE FUNCTION storefront_refresh(p_models int[], p_disties int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_models IS NULL OR cardinality(p_models) = 0 THEN
    RETURN;
  END IF;
  IF p_disties IS NULL THEN
    -- Every distributor of these products (a product's own fields or approval changed).
    DELETE FROM storefront_items WHERE model_id = ANY (p_models);
    PERFORM storefront_add(array(SELECT id FROM model_price_disties WHERE model_id = ANY (p_models) AND approve_type = 'APPROVED'));
  ELSE
    -- The (product, distributor) pairs p_models[i], p_disties[i] (an approved version repriced or moved).
    DELETE FROM storefront_items i USING unnest(p_models, p_disties) AS k(model_id, disty_id)
      WHERE i.model_id = k.model_id AND i.disty_id = k.disty_id;
    PERFORM storefront_add(array(
      SELECT d.id FROM (SELECT DISTINCT * FROM unnest(p_models, p_disties) AS k(model_id, disty_id)) k
        JOIN model_price_disties d ON d.model_id = k.model_id AND d.disty_id = k.disty_id
      WHERE d.approve_type = 'APPROVED'));
  END IF;
END $$;
--> statement-breakpoint
-- Rows for these price versions alone (a version inserted or approved: the pair's other versions
-- only change their end date, which the timeline recompute writes and the update trigger follows).
CREATE OR REPLACE FUNCTION storefront_add(p_prices int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_prices IS NULL OR cardinality(p_prices) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO storefront_items (price_id, disty_id, model_id, reseller_price, price_start, price_end, category_id,
    sub_category_id, brand_id, name, barcode, supply_status, origin, approved_at, dashboard)
  SELECT d.id, d.disty_id, d.model_id, d.reseller_price, d.start_date, d.end_date, m.category_id, m.sub_category_id,
    m.brand_id, m.name, m.barcode, m.supply_status, m.origin, m.approved_at,
    EXISTS (SELECT 1 FROM model_labels l WHERE l.model_id = m.id AND l.label_status = 'DASHBOARD')
  FROM model_price_disties d JOIN models m ON m.id = d.model_id
  WHERE d.id = ANY (p_prices) AND d.approve_type = 'APPROVED' AND d.reseller_price IS NOT NULL
    AND (d.end_date IS NULL OR d.end_date > now()) AND m.approve_type = 'APPROVED'
  ON CONFLICT (price_id) DO NOTHING;
END $$;
--> statement-breakpoint
-- Price rows: only approved rows (before or after the statement) matter; a sheet of WAITING rows costs one empty scan.
CREATE OR REPLACE FUNCTION storefront_prices_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM storefront_add(array(SELECT id FROM new_rows WHERE approve_type = 'APPROVED' AND reseller_price IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ms int[]; ds int[];
BEGIN
  -- An approved version repriced or moved (rare): its pair is rebuilt.
  SELECT array_agg(model_id), array_agg(disty_id) INTO ms, ds FROM (
    SELECT n.model_id, n.disty_id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE o.approve_type = 'APPROVED' AND n.approve_type = 'APPROVED'
       AND (n.reseller_price, n.start_date, n.model_id, n.disty_id) IS DISTINCT FROM (o.reseller_price, o.start_date, o.model_id, o.disty_id)
    UNION
    SELECT o.model_id, o.disty_id FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.approve_type = 'APPROVED' AND (o.model_id, o.disty_id) IS DISTINCT FROM (n.model_id, n.disty_id)) x;
  PERFORM storefront_refresh(ms, ds);
  -- A version that left APPROVED leaves the storefront.
  DELETE FROM storefront_items i USING new_rows n
    WHERE i.price_id = n.id AND n.approve_type <> 'APPROVED';
  -- A version just approved, or whose end date moved while its row is missing: its row alone.
  PERFORM storefront_add(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.approve_type = 'APPROVED'
       AND (o.approve_type <> 'APPROVED'
         OR (n.end_date IS DISTINCT FROM o.end_date AND NOT EXISTS (SELECT 1 FROM storefront_items i WHERE i.price_id = n.id)))));
  -- A timeline recompute changes end dates alone: those rows take the new end.
  UPDATE storefront_items i SET price_end = n.end_date
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE i.price_id = n.id AND n.end_date IS DISTINCT FROM o.end_date AND i.price_end IS DISTINCT FROM n.end_date;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_prices_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ms int[]; ds int[];
BEGIN
  SELECT array_agg(model_id), array_agg(disty_id) INTO ms, ds
    FROM (SELECT DISTINCT model_id, disty_id FROM old_rows WHERE approve_type = 'APPROVED') x;
  PERFORM storefront_refresh(ms, ds);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER storefront_prices_ins AFTER INSERT ON model_price_disties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_prices_inserted();
--> statement-breakpoint
CREATE TRIGGER storefront_prices_upd AFTER UPDATE ON model_price_disties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_prices_updated();
--> statement-breakpoint
CREATE TRIGGER storefront_prices_del AFTER DELETE ON model_price_disties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_prices_deleted();
--> statement-breakpoint
-- Products: only a change of a field the storefront holds (or of the approval) refreshes.
CREATE OR REPLACE FUNCTION storefront_models_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ms int[];
BEGIN
  SELECT array_agg(n.id) INTO ms FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.barcode, n.brand_id, n.sub_category_id, n.category_id, n.supply_status, n.origin, n.approve_type, n.approved_at)
      IS DISTINCT FROM (o.name, o.barcode, o.brand_id, o.sub_category_id, o.category_id, o.supply_status, o.origin, o.approve_type, o.approved_at);
  PERFORM storefront_refresh(ms, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER storefront_models_upd AFTER UPDATE ON models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_models_updated();
--> statement-breakpoint
-- Home-page labels (/addToDashboard).
CREATE OR REPLACE FUNCTION storefront_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE storefront_items i SET dashboard = true
      WHERE i.model_id IN (SELECT model_id FROM new_rows WHERE label_status = 'DASHBOARD') AND NOT i.dashboard;
  ELSE
    UPDATE storefront_items i SET dashboard = EXISTS (SELECT 1 FROM model_labels l WHERE l.model_id = i.model_id AND l.label_status = 'DASHBOARD')
      WHERE i.model_id IN (SELECT model_id FROM old_rows WHERE label_status = 'DASHBOARD');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER storefront_labels_ins AFTER INSERT ON model_labels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_labels_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_labels_del AFTER DELETE ON model_labels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storefront_labels_changed();
--> statement-breakpoint
-- What is there already.
SELECT storefront_refresh(array(SELECT id FROM models WHERE approve_type = 'APPROVED'), NULL);
