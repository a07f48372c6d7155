CREATE TABLE "score_days" (
	"reseller_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" varchar(30) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "score_days_reseller_id_day_type_pk" PRIMARY KEY("reseller_id","day","type")
);
--> statement-breakpoint
-- The score history's day counts (schema/sales.ts scoreDays): one statement per writing statement,
-- the new transactions counted per reseller, Istanbul day and type.
CREATE FUNCTION score_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO score_days (reseller_id, day, type, n)
    SELECT reseller_id, istanbul_day(created_at), type, count(*)::int FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (reseller_id, day, type) DO UPDATE SET n = score_days.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE score_days d SET n = d.n - o.n
    FROM (SELECT reseller_id, istanbul_day(created_at) AS day, type, count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE d.reseller_id = o.reseller_id AND d.day = o.day AND d.type = o.type;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A transaction's day, type or reseller changes only by hand (the demo seed dates its opening rows
-- back): row by row, the old day's count down and the new one's up.
CREATE FUNCTION score_days_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE score_days SET n = n - 1 WHERE reseller_id = OLD.reseller_id AND day = istanbul_day(OLD.created_at) AND type = OLD.type;
  INSERT INTO score_days (reseller_id, day, type, n) VALUES (NEW.reseller_id, istanbul_day(NEW.created_at), NEW.type, 1)
  ON CONFLICT (reseller_id, day, type) DO UPDATE SET n = score_days.n + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER score_transactions_days_ins AFTER INSERT ON score_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_days_add();
--> statement-breakpoint
CREATE TRIGGER score_transactions_days_del AFTER DELETE ON score_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_days_remove();
--> statement-breakpoint
CREATE TRIGGER score_transactions_days_upd AFTER UPDATE OF created_at, type, reseller_id ON score_transactions
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.type IS DISTINCT FROM NEW.type OR OLD.reseller_id IS DISTINCT FROM NEW.reseller_id)
  EXECUTE FUNCTION score_days_move();
--> statement-breakpoint
INSERT INTO score_days (reseller_id, day, type, n)
  SELECT reseller_id, istanbul_day(created_at), type, count(*)::int FROM score_transactions GROUP BY 1, 2, 3;
