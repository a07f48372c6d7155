CREATE TABLE "storefront_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ticked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"source" varchar(40) NOT NULL,
	"scope" integer NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "change_log_source_scope_txid_pk" PRIMARY KEY("source","scope","txid")
);
--> statement-breakpoint
CREATE TABLE "change_log_horizon" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"horizon" "xid8" NOT NULL,
	"pruned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- History out first (the indexes below are then built over what stays): a row of the read
-- model is a version in force now or within the look-ahead (storefront_horizon below).
DELETE FROM storefront_items WHERE price_end <= now() OR price_start > now() + interval '10 minutes';
--> statement-breakpoint
DROP INDEX "storefront_items_order_idx";--> statement-breakpoint
DROP INDEX "storefront_items_category_idx";--> statement-breakpoint
DROP INDEX "storefront_items_sub_category_idx";--> statement-breakpoint
DROP INDEX "storefront_items_brand_idx";--> statement-breakpoint
CREATE INDEX "storefront_items_end_idx" ON "storefront_items" USING btree ("disty_id","price_end");--> statement-breakpoint
CREATE INDEX "storefront_items_start_idx" ON "storefront_items" USING btree ("disty_id","price_start");--> statement-breakpoint
CREATE INDEX "storefront_items_order_idx" ON "storefront_items" USING btree ("disty_id","dashboard" DESC NULLS LAST,"name","model_id","price_start","price_end");--> statement-breakpoint
CREATE INDEX "storefront_items_category_idx" ON "storefront_items" USING btree ("disty_id","category_id","dashboard" DESC NULLS LAST,"name","model_id","price_start","price_end");--> statement-breakpoint
CREATE INDEX "storefront_items_sub_category_idx" ON "storefront_items" USING btree ("disty_id","sub_category_id","dashboard" DESC NULLS LAST,"name","model_id","price_start","price_end");--> statement-breakpoint
CREATE INDEX "storefront_items_brand_idx" ON "storefront_items" USING btree ("disty_id","brand_id","dashboard" DESC NULLS LAST,"name","model_id","price_start","price_end");
--> statement-breakpoint
-- The storefront's read model holds what is on the storefront now, not its history (README
-- "Storefront"): a version has a row from STOREFRONT_LOOKAHEAD before it comes into force until it
-- ends. Reads check the window, so the look-ahead makes a price change exact to the second while
-- the clock job runs once a minute; 10 minutes leave room for a slow or missed run.
CREATE OR REPLACE FUNCTION storefront_horizon() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + interval '10 minutes'
$$;
--> statement-breakpoint
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
    AND d.start_date <= storefront_horizon()
    AND (d.end_date IS NULL OR d.end_date > now()) AND m.approve_type = 'APPROVED'
  ORDER BY d.id
  ON CONFLICT (price_id) DO NOTHING;
END $$;
--> statement-breakpoint
-- The clock: ended rows leave, versions coming into force within the look-ahead get their row.
-- Several nodes call it every minute; the first one past the due time does the work (the
-- clock row's lock, SKIP LOCKED: the others return at once), the rest find it done.
-- Versions are looked for from a day before the last run: one written by a transaction that
-- was still open during that run is not missed. Answers the rows added and removed, or -1 when
-- another node holds the clock or the run was not due.
CREATE OR REPLACE FUNCTION storefront_tick(p_min_interval interval DEFAULT interval '50 seconds') RETURNS int
LANGUAGE plpgsql AS $$
DECLARE last timestamptz; removed int; coming int[]; ds int[]; ms int[];
BEGIN
  SELECT ticked_at INTO last FROM storefront_clock WHERE id = 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    -- Held by another node (or, on a database without the row, made for the next call).
    INSERT INTO storefront_clock (id, ticked_at) VALUES (1, '-infinity') ON CONFLICT DO NOTHING;
    RETURN -1;
  END IF;
  IF last > now() - p_min_interval THEN
    RETURN -1;
  END IF;
  -- Ended rows leave. A product left with no version in force or coming is gone from the
  -- storefront: the offline devices are told (its pair logged); a price change is not news to
  -- them (they hold every version with its dates).
  WITH gone AS (DELETE FROM storefront_items WHERE price_end <= now() RETURNING disty_id, model_id),
    left_pairs AS (SELECT DISTINCT g.disty_id, g.model_id FROM gone g
      WHERE NOT EXISTS (SELECT 1 FROM model_price_disties d WHERE d.model_id = g.model_id AND d.disty_id = g.disty_id
        AND d.approve_type = 'APPROVED' AND d.reseller_price IS NOT NULL AND (d.end_date IS NULL OR d.end_date > now())))
  SELECT (SELECT count(*) FROM gone), (SELECT array_agg(disty_id) FROM left_pairs), (SELECT array_agg(model_id) FROM left_pairs)
    INTO removed, ds, ms;
  PERFORM sync_log(ds, ms);
  coming := array(
    SELECT d.id FROM model_price_disties d
     WHERE d.approve_type = 'APPROVED' AND d.reseller_price IS NOT NULL
       AND d.start_date > last - interval '1 day' AND d.start_date <= storefront_horizon()
       AND (d.end_date IS NULL OR d.end_date > now())
       AND NOT EXISTS (SELECT 1 FROM storefront_items i WHERE i.price_id = d.id));
  PERFORM storefront_add(coming);
  UPDATE storefront_clock SET ticked_at = now() WHERE id = 1;
  RETURN removed + cardinality(coming);
END $$;
--> statement-breakpoint
-- A timeline recompute that ends a version now or in the past (a year of history written at
-- once) takes its row out at once, not at the clock's next run: 0010's trigger, plus that.
CREATE OR REPLACE FUNCTION storefront_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ms int[]; ds int[];
BEGIN
  -- An approved version repriced or moved (rare): its pair is rebuilt.
  EXECUTE $q$
    SELECT array_agg(model_id), array_agg(disty_id) FROM (
      SELECT n.model_id, n.disty_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.approve_type = 'APPROVED' AND n.approve_type = 'APPROVED'
         AND (n.reseller_price, n.start_date, n.model_id, n.disty_id) IS DISTINCT FROM (o.reseller_price, o.start_date, o.model_id, o.disty_id)
      UNION
      SELECT o.model_id, o.disty_id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.approve_type = 'APPROVED' AND (o.model_id, o.disty_id) IS DISTINCT FROM (n.model_id, n.disty_id)) x$q$
    INTO ms, ds;
  PERFORM storefront_refresh(ms, ds);
  -- A version that left APPROVED leaves the storefront.
  EXECUTE $q$
    DELETE FROM storefront_items i USING new_rows n
     WHERE i.price_id = n.id AND n.approve_type <> 'APPROVED'$q$;
  -- A version just approved, or whose end date moved while its row is missing: its row alone.
  EXECUTE $q$
    SELECT storefront_add(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.approve_type = 'APPROVED'
         AND (o.approve_type <> 'APPROVED'
           OR (n.end_date IS DISTINCT FROM o.end_date AND NOT EXISTS (SELECT 1 FROM storefront_items i WHERE i.price_id = n.id)))))$q$;
  -- A timeline recompute changes end dates alone: those rows take the new end, or leave when it has passed.
  EXECUTE $q$
    DELETE FROM storefront_items i USING new_rows n
     WHERE i.price_id = n.id AND n.end_date <= now()$q$;
  EXECUTE $q$
    UPDATE storefront_items i SET price_end = n.end_date
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE i.price_id = n.id AND n.end_date IS DISTINCT FROM o.end_date AND i.price_end IS DISTINCT FROM n.end_date$q$;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The offline set reads its price versions from model_price_disties itself (coming ones too), so
-- rows leaving the read model are no change to log in themselves (a week's price change would
-- otherwise send every product again); the clock logs the products that leave the storefront.
DROP TRIGGER IF EXISTS sync_items_del ON storefront_items;
--> statement-breakpoint
DROP FUNCTION IF EXISTS sync_items_deleted();
--> statement-breakpoint
--> statement-breakpoint
-- The change log of cached lists (lib/key-snapshots.ts): one row per source, scope and writing
-- transaction. ON CONFLICT DO NOTHING: the second statement of a transaction writes nothing.
CREATE OR REPLACE FUNCTION change_log_write(p_source text, p_scopes int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_scopes IS NULL OR cardinality(p_scopes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO change_log (source, scope) SELECT p_source, s FROM (SELECT DISTINCT unnest(p_scopes) AS s ORDER BY 1) x
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- The storefront's rows, per distributor.
CREATE OR REPLACE FUNCTION change_log_storefront() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM change_log_write('storefront', array(SELECT DISTINCT disty_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM change_log_write('storefront', array(SELECT DISTINCT disty_id FROM old_rows));
  ELSE
    PERFORM change_log_write('storefront', array(SELECT disty_id FROM new_rows UNION SELECT disty_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_storefront_ins AFTER INSERT ON storefront_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_storefront();
--> statement-breakpoint
CREATE TRIGGER change_log_storefront_upd AFTER UPDATE ON storefront_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_storefront();
--> statement-breakpoint
CREATE TRIGGER change_log_storefront_del AFTER DELETE ON storefront_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_log_storefront();
--> statement-breakpoint
-- The catalogue (products, their labels, the names the product lists sort by, which supplies a
-- distributor distributes), one scope.
CREATE OR REPLACE FUNCTION change_log_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_log_write('catalogue', array[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_log_models AFTER INSERT OR UPDATE OR DELETE ON models FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_brands AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_categories AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_sub_categories AFTER INSERT OR UPDATE OR DELETE ON sub_categories FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_supplies AFTER INSERT OR UPDATE OR DELETE ON supplies FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_supply_disties AFTER INSERT OR UPDATE OR DELETE ON supply_disties FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
CREATE TRIGGER change_log_model_labels AFTER INSERT OR UPDATE OR DELETE ON model_labels FOR EACH STATEMENT EXECUTE FUNCTION change_log_catalogue();
--> statement-breakpoint
-- Pruning (the clock lane, every 10 minutes): rows below the horizon set by the run before go, and
-- the horizon moves to the oldest transaction still running now. A cached list made under a
-- snapshot whose xmin is below the horizon is made again, so no list ever misses a pruned row.
CREATE OR REPLACE FUNCTION change_log_prune(p_min_interval interval DEFAULT interval '10 minutes') RETURNS int
LANGUAGE plpgsql AS $$
DECLARE h xid8; n int;
BEGIN
  SELECT horizon INTO h FROM change_log_horizon WHERE id = 1 AND pruned_at <= now() - p_min_interval FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN -1;
  END IF;
  DELETE FROM change_log WHERE txid < h;
  GET DIAGNOSTICS n = ROW_COUNT;
  UPDATE change_log_horizon SET horizon = pg_snapshot_xmin(pg_current_snapshot()), pruned_at = now() WHERE id = 1;
  RETURN n;
END $$;
--> statement-breakpoint
INSERT INTO change_log_horizon (id, horizon) VALUES (1, pg_snapshot_xmin(pg_current_snapshot())) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The clock from now.
INSERT INTO storefront_clock (id, ticked_at) VALUES (1, now() - interval '1 day') ON CONFLICT (id) DO UPDATE SET ticked_at = excluded.ticked_at;
--> statement-breakpoint
SELECT storefront_tick(interval '0');
