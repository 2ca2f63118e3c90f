DROP INDEX "training_attends_queue_idx";--> statement-breakpoint
ALTER TABLE "training_attends" ADD COLUMN "queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "training_attends_queue_idx" ON "training_attends" USING btree ("training_id","status","queued_at");