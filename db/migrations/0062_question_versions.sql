CREATE TABLE "exam_question_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"digest" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"blank_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_answer" text DEFAULT '' NOT NULL,
	"analysis" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_versions_uq" ON "exam_question_versions" USING btree ("question_id","digest");--> statement-breakpoint
-- One version per question and content: the digest of its content columns as a row's text.
CREATE FUNCTION question_digest(type text, stem text, image text, options jsonb, correct_options text[], blank_answers jsonb,
  reference_answer text, analysis text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(row(type, stem, image, options, correct_options, blank_answers, reference_answer, analysis)::text)
$$;--> statement-breakpoint
-- Papers drawn before versions existed: each attempt's copy of a question becomes a version (shared by the attempts
-- whose copies are the same), and the paper names it with the option order the candidate saw.
CREATE TEMP TABLE old_paper_items AS
SELECT a.id AS attempt_id, t.n, a.started_at, (e->>'questionId')::int AS question_id, e->>'type' AS type, (e->>'points')::int AS points,
  e->>'stem' AS stem, coalesce(e->>'image', '') AS image, coalesce(e->'options', '[]')::jsonb AS options,
  array(SELECT json_array_elements_text(coalesce(e->'correctOptions', '[]'))) AS correct_options,
  coalesce(e->'blankAnswers', '[]')::jsonb AS blank_answers, coalesce(e->>'referenceAnswer', '') AS reference_answer,
  coalesce(e->>'analysis', '') AS analysis
FROM exam_attempts a, json_array_elements(a.paper) WITH ORDINALITY AS t(e, n)
WHERE e->>'versionId' IS NULL;--> statement-breakpoint
INSERT INTO exam_question_versions (question_id, digest, written_at, type, stem, image, options, correct_options, blank_answers, reference_answer, analysis)
SELECT question_id, question_digest(type, stem, image, options, correct_options, blank_answers, reference_answer, analysis), started_at,
  type, stem, image, options, correct_options, blank_answers, reference_answer, analysis
FROM old_paper_items
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE exam_attempts a SET paper = p.paper
FROM (
  SELECT i.attempt_id, json_agg(json_strip_nulls(json_build_object('questionId', i.question_id, 'versionId', v.id, 'type', i.type,
    'points', i.points, 'optionOrder', (SELECT json_agg(o->>'id') FROM jsonb_array_elements(i.options) o))) ORDER BY i.n) AS paper
  FROM old_paper_items i
  JOIN exam_question_versions v ON v.question_id = i.question_id
    AND v.digest = question_digest(i.type, i.stem, i.image, i.options, i.correct_options, i.blank_answers, i.reference_answer, i.analysis)
  GROUP BY i.attempt_id
) p
WHERE a.id = p.attempt_id;--> statement-breakpoint
DROP TABLE old_paper_items;--> statement-breakpoint
-- The question bank as a data set: a start reads its version with the registration instead of counting the bank.
INSERT INTO data_versions (name, version) VALUES ('exam_questions', 0);--> statement-breakpoint
CREATE TRIGGER exam_questions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('exam_questions');
