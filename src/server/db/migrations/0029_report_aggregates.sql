CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"sale_type" varchar(10) NOT NULL,
	"disty_id" integer NOT NULL,
	"reseller_type" varchar(30) NOT NULL,
	"main_area" varchar(100) NOT NULL,
	"tt_crm_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"compact" boolean DEFAULT false NOT NULL,
	"s_units" integer NOT NULL,
	"s_amount" numeric(16, 2) NOT NULL,
	"s_sales" integer NOT NULL,
	"s_sales1" integer NOT NULL,
	"c_units" integer NOT NULL,
	"c_amount" numeric(16, 2) NOT NULL,
	"c_sales" integer NOT NULL,
	"c_sales1" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sums" (
	"day" date NOT NULL,
	"dim" varchar(20) NOT NULL,
	"value" varchar(100) NOT NULL,
	"compact" boolean DEFAULT false NOT NULL,
	"units" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_days_key_idx" ON "report_days" USING btree ("day","sale_type","disty_id","reseller_type","main_area","tt_crm_id","brand_id") WHERE "report_days"."compact";--> statement-breakpoint
CREATE INDEX "report_days_fresh_idx" ON "report_days" USING btree ("day") WHERE not "report_days"."compact";--> statement-breakpoint
CREATE UNIQUE INDEX "report_sums_key_idx" ON "report_sums" USING btree ("dim","day","value") WHERE "report_sums"."compact";--> statement-breakpoint
CREATE INDEX "report_sums_fresh_idx" ON "report_sums" USING btree ("dim","day") WHERE not "report_sums"."compact";--> statement-breakpoint
-- The reports' aggregates (schema/reports.ts): append-only deltas from statement triggers on
-- sale_lines, folded into compact rows by report_compact(). A sale's TT CRM: the owner of the
-- batch line its campaign password belongs to (a code id is batch id × 2³² + its number, a line owns
-- seq_from … seq_from + unit − 1: campaigns/batches/code-ids.ts); 0 for none.
CREATE FUNCTION sale_tt_crm(kind varchar, code bigint) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN kind = 'PASS' AND code IS NOT NULL THEN coalesce((SELECT b.owner_id FROM code_batch_lines b
    WHERE b.batch_id = (code / 4294967296)::int AND code % 4294967296 BETWEEN b.seq_from AND b.seq_from + b.unit - 1 LIMIT 1), 0) ELSE 0 END
$$;
--> statement-breakpoint
-- Folds the deltas into one compact row per key. Only with the advisory lock got without waiting:
-- one compaction at a time (it alone touches compact rows), and no writer ever waits for it.
CREATE FUNCTION report_compact() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(34, 0) THEN RETURN; END IF;
  WITH gone AS (DELETE FROM report_days WHERE NOT compact RETURNING *)
  INSERT INTO report_days (day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, compact,
      s_units, s_amount, s_sales, s_sales1, c_units, c_amount, c_sales, c_sales1)
    SELECT day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, true,
      sum(s_units), sum(s_amount), sum(s_sales), sum(s_sales1), sum(c_units), sum(c_amount), sum(c_sales), sum(c_sales1)
    FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id) WHERE compact DO UPDATE SET
    s_units = report_days.s_units + excluded.s_units, s_amount = report_days.s_amount + excluded.s_amount,
    s_sales = report_days.s_sales + excluded.s_sales, s_sales1 = report_days.s_sales1 + excluded.s_sales1,
    c_units = report_days.c_units + excluded.c_units, c_amount = report_days.c_amount + excluded.c_amount,
    c_sales = report_days.c_sales + excluded.c_sales, c_sales1 = report_days.c_sales1 + excluded.c_sales1;
  WITH gone AS (DELETE FROM report_sums WHERE NOT compact RETURNING *)
  INSERT INTO report_sums (day, dim, value, compact, units, amount)
    SELECT day, dim, value, true, sum(units), sum(amount) FROM gone GROUP BY 1, 2, 3
  ON CONFLICT (dim, day, value) WHERE compact DO UPDATE SET units = report_sums.units + excluded.units, amount = report_sums.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- New lines (a completion's, a feed chunk's, a loader's): one statement appends the day cube's and
-- the sums' deltas. Lines whose sale is not written yet (a loader writing lines first) are not
-- counted: such a loader calls report_rebuild() after.
CREATE FUNCTION report_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH sl AS (
    SELECT n.sale_id, m.brand_id, n.status = 'CANCELED' AS gone, n.selected_price AS price FROM new_rows n JOIN models m ON m.id = n.model_id),
  sa AS (SELECT sale_id, min(brand_id) AS first_brand, bool_or(NOT gone) AS any_live, bool_or(gone) AS any_gone FROM sl GROUP BY 1),
  sb AS (
    SELECT sale_id, brand_id, count(*) FILTER (WHERE NOT gone)::int AS s_units, coalesce(sum(price) FILTER (WHERE NOT gone), 0) AS s_amount,
      count(*) FILTER (WHERE gone)::int AS c_units, coalesce(sum(price) FILTER (WHERE gone), 0) AS c_amount,
      bool_or(NOT gone)::int AS s_sales, bool_or(gone)::int AS c_sales
    FROM sl GROUP BY 1, 2),
  f AS (
    SELECT istanbul_day(s.completed_at) AS day, s.sale_type, coalesce(s.disty_id, 0) AS disty_id, coalesce(r.reseller_type, '') AS reseller_type,
      coalesce(r.main_area, '') AS main_area, CASE WHEN s.code_kind = 'PASS' THEN sale_tt_crm(s.code_kind, s.code_id) ELSE 0 END AS tt_crm_id, sb.brand_id,
      sb.s_units, sb.s_amount, sb.s_sales, CASE WHEN sb.brand_id = sa.first_brand THEN sa.any_live::int ELSE 0 END AS s_sales1,
      sb.c_units, sb.c_amount, sb.c_sales, CASE WHEN sb.brand_id = sa.first_brand THEN sa.any_gone::int ELSE 0 END AS c_sales1
    FROM sb JOIN sa ON sa.sale_id = sb.sale_id JOIN sales s ON s.id = sb.sale_id JOIN resellers r ON r.id = s.reseller_id),
  cube AS (
    INSERT INTO report_days (day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, compact,
        s_units, s_amount, s_sales, s_sales1, c_units, c_amount, c_sales, c_sales1)
      SELECT day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, false,
        sum(s_units), sum(s_amount), sum(s_sales), sum(s_sales1), sum(c_units), sum(c_amount), sum(c_sales), sum(c_sales1)
      FROM f GROUP BY 1, 2, 3, 4, 5, 6, 7 RETURNING day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, s_units, s_amount)
  INSERT INTO report_sums (day, dim, value, compact, units, amount)
    SELECT v.day, v.dim, v.value, false, sum(c.s_units), sum(c.s_amount)
    FROM (SELECT cube.*, (date_trunc('month', cube.day))::date AS month FROM cube WHERE cube.s_units <> 0) c CROSS JOIN LATERAL (VALUES
      (c.month, 'BRAND', c.brand_id::text), (c.month, 'SALE_TYPE', c.sale_type), (c.month, 'RESELLER_TYPE', c.reseller_type),
      (c.month, 'RESELLER_MAIN_AREA', c.main_area), (c.month, 'DISTY', c.disty_id::text), (c.month, 'TT_CRM', c.tt_crm_id::text),
      (c.day, 'DAY', '')) AS v(day, dim, value)
    GROUP BY 1, 2, 3;
  IF random() < 0.0625 THEN PERFORM report_compact(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any update of lines (a column list cannot go with transition tables; only a status change into or
-- out of CANCELED counts): lines cancelled (an approved cancel) or, by hand, back: the moved lines' units and
-- amounts from SATIS to IPTAL, and the sale counts where a (sale, brand) or a sale lost its last
-- live line or got its first cancelled one (read from the sale's lines after the statement).
CREATE FUNCTION report_lines_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ch AS (
    SELECT n.sale_id, m.brand_id, sum((n.status = 'CANCELED')::int - (o.status = 'CANCELED')::int)::int AS d,
      sum(((n.status = 'CANCELED')::int - (o.status = 'CANCELED')::int) * n.selected_price) AS da
    FROM new_rows n JOIN old_rows o ON o.sale_id = n.sale_id AND o.unit_id = n.unit_id JOIN models m ON m.id = n.model_id
    WHERE (n.status = 'CANCELED') IS DISTINCT FROM (o.status = 'CANCELED')
    GROUP BY 1, 2),
  now_b AS (
    SELECT l.sale_id, m.brand_id, count(*) FILTER (WHERE l.status <> 'CANCELED')::int AS live, count(*) FILTER (WHERE l.status = 'CANCELED')::int AS gone
    FROM sale_lines l JOIN models m ON m.id = l.model_id WHERE l.sale_id IN (SELECT sale_id FROM ch) GROUP BY 1, 2),
  now_s AS (
    SELECT sale_id, min(brand_id) AS first_brand, sum(live)::int AS live, sum(gone)::int AS gone FROM now_b GROUP BY 1),
  ch_s AS (SELECT sale_id, sum(d)::int AS d FROM ch GROUP BY 1),
  deltas AS (
    SELECT ch.sale_id, ch.brand_id, -ch.d AS s_units, -ch.da AS s_amount, ch.d AS c_units, ch.da AS c_amount,
      (b.live > 0)::int - (b.live + ch.d > 0)::int AS s_sales, (b.gone > 0)::int - (b.gone - ch.d > 0)::int AS c_sales, 0 AS s_sales1, 0 AS c_sales1
    FROM ch JOIN now_b b ON b.sale_id = ch.sale_id AND b.brand_id = ch.brand_id
    UNION ALL
    SELECT s.sale_id, s.first_brand, 0, 0, 0, 0, 0, 0, (s.live > 0)::int - (s.live + c.d > 0)::int, (s.gone > 0)::int - (s.gone - c.d > 0)::int
    FROM now_s s JOIN ch_s c ON c.sale_id = s.sale_id),
  f AS (
    SELECT istanbul_day(s.completed_at) AS day, s.sale_type, coalesce(s.disty_id, 0) AS disty_id, coalesce(r.reseller_type, '') AS reseller_type,
      coalesce(r.main_area, '') AS main_area, CASE WHEN s.code_kind = 'PASS' THEN sale_tt_crm(s.code_kind, s.code_id) ELSE 0 END AS tt_crm_id, x.*
    FROM deltas x JOIN sales s ON s.id = x.sale_id JOIN resellers r ON r.id = s.reseller_id),
  cube AS (
    INSERT INTO report_days (day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, compact,
        s_units, s_amount, s_sales, s_sales1, c_units, c_amount, c_sales, c_sales1)
      SELECT day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, false,
        sum(s_units), sum(s_amount), sum(s_sales), sum(s_sales1), sum(c_units), sum(c_amount), sum(c_sales), sum(c_sales1)
      FROM f GROUP BY 1, 2, 3, 4, 5, 6, 7 RETURNING day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, s_units, s_amount)
  INSERT INTO report_sums (day, dim, value, compact, units, amount)
    SELECT v.day, v.dim, v.value, false, sum(c.s_units), sum(c.s_amount)
    FROM (SELECT cube.*, (date_trunc('month', cube.day))::date AS month FROM cube WHERE cube.s_units <> 0) c CROSS JOIN LATERAL (VALUES
      (c.month, 'BRAND', c.brand_id::text), (c.month, 'SALE_TYPE', c.sale_type), (c.month, 'RESELLER_TYPE', c.reseller_type),
      (c.month, 'RESELLER_MAIN_AREA', c.main_area), (c.month, 'DISTY', c.disty_id::text), (c.month, 'TT_CRM', c.tt_crm_id::text),
      (c.day, 'DAY', '')) AS v(day, dim, value)
    GROUP BY 1, 2, 3;
  IF random() < 0.0625 THEN PERFORM report_compact(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_report_ins AFTER INSERT ON sale_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_lines_added();
--> statement-breakpoint
CREATE TRIGGER sale_lines_report_upd AFTER UPDATE ON sale_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_lines_moved();
--> statement-breakpoint
-- Every aggregate again from the sales (the backfill below; a bulk loader after writing lines
-- before their sales): compact rows only, written in key order (a day's rows on few pages). Writers of lines wait for it (SHARE lock on sale_lines):
-- a delta committed between its two statements would otherwise count twice.
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE sale_lines IN SHARE MODE;
  PERFORM pg_advisory_xact_lock(34, 0);
  DELETE FROM report_days;
  DELETE FROM report_sums;
  WITH sl AS (
    SELECT l.sale_id, m.brand_id, l.status = 'CANCELED' AS gone, l.selected_price AS price FROM sale_lines l JOIN models m ON m.id = l.model_id),
  sa AS (SELECT sale_id, min(brand_id) AS first_brand, bool_or(NOT gone) AS any_live, bool_or(gone) AS any_gone FROM sl GROUP BY 1),
  sb AS (
    SELECT sale_id, brand_id, count(*) FILTER (WHERE NOT gone)::int AS s_units, coalesce(sum(price) FILTER (WHERE NOT gone), 0) AS s_amount,
      count(*) FILTER (WHERE gone)::int AS c_units, coalesce(sum(price) FILTER (WHERE gone), 0) AS c_amount,
      bool_or(NOT gone)::int AS s_sales, bool_or(gone)::int AS c_sales
    FROM sl GROUP BY 1, 2),
  f AS (
    SELECT istanbul_day(s.completed_at) AS day, s.sale_type, coalesce(s.disty_id, 0) AS disty_id, coalesce(r.reseller_type, '') AS reseller_type,
      coalesce(r.main_area, '') AS main_area, CASE WHEN s.code_kind = 'PASS' THEN sale_tt_crm(s.code_kind, s.code_id) ELSE 0 END AS tt_crm_id, sb.brand_id,
      sb.s_units, sb.s_amount, sb.s_sales, CASE WHEN sb.brand_id = sa.first_brand THEN sa.any_live::int ELSE 0 END AS s_sales1,
      sb.c_units, sb.c_amount, sb.c_sales, CASE WHEN sb.brand_id = sa.first_brand THEN sa.any_gone::int ELSE 0 END AS c_sales1
    FROM sb JOIN sa ON sa.sale_id = sb.sale_id JOIN sales s ON s.id = sb.sale_id JOIN resellers r ON r.id = s.reseller_id),
  cube AS (
    INSERT INTO report_days (day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, compact,
        s_units, s_amount, s_sales, s_sales1, c_units, c_amount, c_sales, c_sales1)
      SELECT day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, true,
        sum(s_units), sum(s_amount), sum(s_sales), sum(s_sales1), sum(c_units), sum(c_amount), sum(c_sales), sum(c_sales1)
      FROM f GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7 RETURNING day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id, s_units, s_amount)
  INSERT INTO report_sums (day, dim, value, compact, units, amount)
    SELECT v.day, v.dim, v.value, true, sum(c.s_units), sum(c.s_amount)
    FROM (SELECT cube.*, (date_trunc('month', cube.day))::date AS month FROM cube WHERE cube.s_units <> 0) c CROSS JOIN LATERAL (VALUES
      (c.month, 'BRAND', c.brand_id::text), (c.month, 'SALE_TYPE', c.sale_type), (c.month, 'RESELLER_TYPE', c.reseller_type),
      (c.month, 'RESELLER_MAIN_AREA', c.main_area), (c.month, 'DISTY', c.disty_id::text), (c.month, 'TT_CRM', c.tt_crm_id::text),
      (c.day, 'DAY', '')) AS v(day, dim, value)
    GROUP BY 1, 2, 3 ORDER BY 2, 1, 3;
END $$;
--> statement-breakpoint
SELECT report_rebuild();
