ALTER TABLE "exam_attempts" ALTER COLUMN "paper" SET DATA TYPE json USING "paper"::json;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "question_ids" integer[];--> statement-breakpoint
UPDATE "exam_attempts" SET "question_ids" = array(select (e->>'questionId')::int from json_array_elements("paper") e);--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "question_ids" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "exam_attempts_question_ids_idx" ON "exam_attempts" USING gin ("question_ids");--> statement-breakpoint
-- A paper is compressed on every start: lz4 costs a quarter of pglz. Servers built without it (PGlite) keep pglz.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "exam_attempts" ALTER COLUMN "paper" SET COMPRESSION lz4;
  END IF;
END $$;
