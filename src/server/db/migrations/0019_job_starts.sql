-- A job's starts are counted in job_progress, by the runner that holds the job's row lock, through
-- another connection (src/server/jobs/job-queue.ts). Counted on `jobs` before the lock, a runner
-- that lost the race for a job counted a start too, and a job could fail after three such races
-- without ever having failed.
ALTER TABLE "job_progress" ADD COLUMN "starts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "job_progress" p SET "starts" = j."starts" FROM "jobs" j WHERE j."id" = p."job_id";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "starts";
