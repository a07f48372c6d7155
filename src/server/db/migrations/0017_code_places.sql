-- Codes get their place (batch id × 2³² + number in the batch, each line owning a run of numbers)
-- and a BRIN index over it, instead of an identity key and the (batch, id) and (owner, id) B-trees
-- (see src/server/db/schema/code-batches.ts). Existing codes are renumbered line by line and
-- written back in that order, so the table is ordered by the new id.
ALTER TABLE "code_batch_lines" ADD COLUMN "seq_from" integer;--> statement-breakpoint
UPDATE "code_batch_lines" l SET "seq_from" = x.seq_from
  FROM (SELECT batch_id, line_no, (sum(unit) OVER (PARTITION BY batch_id ORDER BY line_no) - unit + 1)::int AS seq_from FROM "code_batch_lines") x
  WHERE x.batch_id = l.batch_id AND x.line_no = l.line_no;--> statement-breakpoint
ALTER TABLE "code_batch_lines" ALTER COLUMN "seq_from" SET NOT NULL;--> statement-breakpoint
DROP INDEX "campaign_passwords_batch_idx";--> statement-breakpoint
DROP INDEX "campaign_passwords_crm_idx";--> statement-breakpoint
DROP INDEX "campaign_serials_batch_idx";--> statement-breakpoint
DROP INDEX "campaign_serials_reseller_idx";--> statement-breakpoint
ALTER TABLE "campaign_passwords" DROP CONSTRAINT "campaign_passwords_pkey";--> statement-breakpoint
ALTER TABLE "campaign_serials" DROP CONSTRAINT "campaign_serials_pkey";--> statement-breakpoint
ALTER TABLE "campaign_passwords" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "campaign_serials" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "campaign_passwords" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "campaign_serials" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
CREATE TEMP TABLE "code_places_serials" AS
  SELECT (s.batch_id::bigint << 32) + l.seq_from + row_number() OVER (PARTITION BY s.batch_id, s.campaign_id, s.reseller_id ORDER BY s.code) - 1 AS id,
    s.code, s.batch_id, s.campaign_id, s.used_at, s.deactivated_at, s.reseller_id
  FROM "campaign_serials" s JOIN "code_batch_lines" l ON l.batch_id = s.batch_id AND l.campaign_id = s.campaign_id AND l.owner_id = s.reseller_id;--> statement-breakpoint
CREATE TEMP TABLE "code_places_passwords" AS
  SELECT (s.batch_id::bigint << 32) + l.seq_from + row_number() OVER (PARTITION BY s.batch_id, s.campaign_id, s.tt_crm_id ORDER BY s.code) - 1 AS id,
    s.code, s.batch_id, s.campaign_id, s.used_at, s.deactivated_at, s.tt_crm_id
  FROM "campaign_passwords" s JOIN "code_batch_lines" l ON l.batch_id = s.batch_id AND l.campaign_id = s.campaign_id AND l.owner_id = s.tt_crm_id;--> statement-breakpoint
TRUNCATE "campaign_serials", "campaign_passwords";--> statement-breakpoint
INSERT INTO "campaign_serials" (id, code, batch_id, campaign_id, used_at, deactivated_at, reseller_id)
  SELECT id, code, batch_id, campaign_id, used_at, deactivated_at, reseller_id FROM "code_places_serials" ORDER BY id;--> statement-breakpoint
INSERT INTO "campaign_passwords" (id, code, batch_id, campaign_id, used_at, deactivated_at, tt_crm_id)
  SELECT id, code, batch_id, campaign_id, used_at, deactivated_at, tt_crm_id FROM "code_places_passwords" ORDER BY id;--> statement-breakpoint
DROP TABLE "code_places_serials", "code_places_passwords";--> statement-breakpoint
CREATE INDEX "campaign_passwords_id_brin" ON "campaign_passwords" USING brin ("id") WITH (pages_per_range=16,autosummarize=true);--> statement-breakpoint
CREATE INDEX "campaign_serials_id_brin" ON "campaign_serials" USING brin ("id") WITH (pages_per_range=16,autosummarize=true);
