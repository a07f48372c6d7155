-- The two storefront triggers of 0008 that join their OLD and NEW transition tables run those
-- joins through EXECUTE, so each statement is planned with the row counts of this call.
-- PL/pgSQL keeps a static statement's plan for the session, made with the row counts of its first
-- call: after a 1-row approval, a 10,000-row one on the same connection ran the join as a nested
-- loop over both tables (measured 27–60 s instead of 1.3 s; scripts/bench-prices.ts approves
-- one price before the bulk approval to keep this in view). The other statements read one
-- transition table, or compare the two with set operations (0009), which stay linear whatever the plan.
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
  -- A timeline recompute changes end dates alone: those rows take the new end.
  EXECUTE $q$
    UPDATE storefront_items i SET price_end = n.end_date
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE i.price_id = n.id AND n.end_date IS DISTINCT FROM o.end_date AND i.price_end IS DISTINCT FROM n.end_date$q$;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_models_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ms int[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.barcode, n.brand_id, n.sub_category_id, n.category_id, n.supply_status, n.origin, n.approve_type, n.approved_at)
       IS DISTINCT FROM (o.name, o.barcode, o.brand_id, o.sub_category_id, o.category_id, o.supply_status, o.origin, o.approve_type, o.approved_at)$q$
    INTO ms;
  PERFORM storefront_refresh(ms, NULL);
  RETURN NULL;
END $$;
