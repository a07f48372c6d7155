CREATE TABLE "sale_info_days" (
	"day" date NOT NULL,
	"disty_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sale_info_days_day_disty_id_type_pk" PRIMARY KEY("day","disty_id","type")
);
--> statement-breakpoint
-- The Istanbul day of an instant (Türkiye is UTC+3 all year; shared/ledger.ts dayRange agrees).
CREATE FUNCTION istanbul_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select ((at at time zone 'UTC') + interval '3 hours')::date $$;
--> statement-breakpoint
-- One statement per feed batch: the new top records counted per day, distributor and type.
CREATE FUNCTION sale_info_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_info_days (day, disty_id, type, n)
    SELECT istanbul_day(created_at), disty_id, type, count(*)::int FROM new_rows WHERE parent_id IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, disty_id, type) DO UPDATE SET n = sale_info_days.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_infos_days AFTER INSERT ON sale_infos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_info_days_count();
--> statement-breakpoint
INSERT INTO sale_info_days (day, disty_id, type, n)
  SELECT istanbul_day(created_at), disty_id, type, count(*)::int FROM sale_infos WHERE parent_id IS NULL GROUP BY 1, 2, 3;
