-- The sales' GIN indexes insert their entries at once (fastupdate off) instead of through a
-- pending list: with the list, the insert that found it full merged it into the index, and that
-- one completion took 60–70 ms instead of 10 (docs/performance.md). A sale adds one to three
-- entries to each index, appended to long posting lists; a fed batch of 100,000 sales adds them
-- as it goes. ALTER, not the DROP/CREATE drizzle-kit proposes: the indexes stay as built.
ALTER INDEX "sales_supplies_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "sales_models_idx" SET (fastupdate = off);--> statement-breakpoint
-- What the lists hold now goes into the indexes (their readers no longer scan a pending list).
SELECT gin_clean_pending_list('sales_supplies_idx'::regclass), gin_clean_pending_list('sales_models_idx'::regclass);
