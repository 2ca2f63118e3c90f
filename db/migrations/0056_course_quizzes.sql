CREATE TABLE "course_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"paper" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zong_fen" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"score" integer,
	"passed" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "course_quiz_attempts_passed_ck" CHECK ("course_quiz_attempts"."passed" in (0, 1)),
	CONSTRAINT "course_quiz_attempts_submit_ck" CHECK (("course_quiz_attempts"."submitted_at" is null) = ("course_quiz_attempts"."score" is null))
);
--> statement-breakpoint
CREATE TABLE "course_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer,
	"title" text NOT NULL,
	"rules" jsonb NOT NULL,
	"pass_score" integer NOT NULL,
	"max_attempts" integer DEFAULT 0 NOT NULL,
	"allow_review" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_quizzes_pass_ck" CHECK ("course_quizzes"."pass_score" >= 0),
	CONSTRAINT "course_quizzes_attempts_ck" CHECK ("course_quizzes"."max_attempts" between 0 and 100),
	CONSTRAINT "course_quizzes_review_ck" CHECK ("course_quizzes"."allow_review" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_flags_ck";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "registration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "exam_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_path" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "quiz_pass_score" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "quiz_zong_fen" integer;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "course_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "completion_certificate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_quiz_id_course_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."course_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quizzes" ADD CONSTRAINT "course_quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quizzes" ADD CONSTRAINT "course_quizzes_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_quiz_attempts_open_uq" ON "course_quiz_attempts" USING btree ("user_id","quiz_id") WHERE "course_quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "course_quiz_attempts_user_idx" ON "course_quiz_attempts" USING btree ("user_id","quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "course_quiz_attempts_quiz_idx" ON "course_quiz_attempts" USING btree ("quiz_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_quizzes_chapter_uq" ON "course_quizzes" USING btree ("chapter_id") WHERE "course_quizzes"."chapter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_quizzes_final_uq" ON "course_quizzes" USING btree ("course_id") WHERE "course_quizzes"."chapter_id" is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_course_uq" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "exam_questions_courses_idx" ON "exam_questions" USING gin ("course_ids");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_source_ck" CHECK (("certificates"."exam_id" is not null and "certificates"."registration_id" is not null and "certificates"."course_id" is null and "certificates"."score" is not null)
        or ("certificates"."course_id" is not null and "certificates"."exam_id" is null and "certificates"."registration_id" is null));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_flags_ck" CHECK ("courses"."is_hot" in (0, 1) and "courses"."published" in (0, 1) and "courses"."completion_certificate" in (0, 1));--> statement-breakpoint
-- A course is finished when every lesson is and its final quiz, if it has one, is passed (docs/decisions/0055).
-- Answers 0 (not yet), 1 (finished before) or 2 (finished by this call, which set finished_at): the caller issues
-- the 结业证书 on 2. Called by a heartbeat that finishes a lesson and by a passed quiz.
CREATE FUNCTION course_finish_if_done(p_user integer, p_course integer, p_now timestamptz)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_all integer;
  v_done integer;
BEGIN
  SELECT count(*) INTO v_all FROM course_lessons l WHERE l.course_id = p_course;
  SELECT count(*) INTO v_done FROM course_lesson_progress p
  WHERE p.user_id = p_user AND p.course_id = p_course AND p.finished_at IS NOT NULL;
  IF v_all = 0 OR v_done < v_all THEN
    RETURN 0;
  END IF;
  IF EXISTS (
    SELECT 1 FROM course_quizzes q
    WHERE q.course_id = p_course AND q.chapter_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM course_quiz_attempts a WHERE a.quiz_id = q.id AND a.user_id = p_user AND a.passed = 1)
  ) THEN
    RETURN 0;
  END IF;
  UPDATE course_enrollments e SET finished_at = p_now
  WHERE e.user_id = p_user AND e.course_id = p_course AND e.finished_at IS NULL;
  IF FOUND THEN
    RETURN 2;
  END IF;
  RETURN 1;
END;
$$;
--> statement-breakpoint
-- course_heartbeat (0025) with the finish rule above; course_finished is 2 on the beat that finished the course.
CREATE OR REPLACE FUNCTION course_heartbeat(p_user integer, p_course text, p_lesson integer, p_position integer, p_played integer, p_share double precision)
RETURNS TABLE (outcome text, credited integer, watched integer, lesson_finished integer, course_finished integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_course integer;
  v_duration integer;
  v_now timestamptz;
  v_last timestamptz;
  v_elapsed double precision := 0;
  v_before integer := 0;
  v_finished timestamptz;
  v_credit integer;
  v_watched integer;
  v_course_done integer := 0;
BEGIN
  SELECT c.id INTO v_course FROM courses c WHERE c.str_id = p_course AND c.published = 1;
  IF v_course IS NULL THEN
    RETURN QUERY SELECT 'course'::text, 0, 0, 0, 0;
    RETURN;
  END IF;
  SELECT l.duration INTO v_duration FROM course_lessons l WHERE l.id = p_lesson AND l.course_id = v_course;
  IF v_duration IS NULL THEN
    RETURN QUERY SELECT 'lesson'::text, 0, 0, 0, 0;
    RETURN;
  END IF;

  INSERT INTO study_clocks (user_id, last_beat_at, course_id, lesson_id)
  VALUES (p_user, clock_timestamp(), v_course, p_lesson)
  ON CONFLICT (user_id) DO NOTHING;
  IF NOT FOUND THEN
    -- Read once the lock is held: a beat that waited for another is measured from that one's time.
    SELECT s.last_beat_at INTO v_last FROM study_clocks s WHERE s.user_id = p_user FOR UPDATE;
    v_now := clock_timestamp();
    v_elapsed := greatest(0, extract(epoch FROM v_now - v_last));
  ELSE
    v_now := clock_timestamp();
  END IF;

  SELECT p.watched, p.finished_at INTO v_before, v_finished
  FROM course_lesson_progress p WHERE p.user_id = p_user AND p.lesson_id = p_lesson;
  v_before := coalesce(v_before, 0);
  v_credit := greatest(0, least(p_played, floor(v_elapsed)::integer, v_duration - v_before));
  v_watched := v_before + v_credit;
  IF v_finished IS NULL AND v_watched >= p_share * v_duration THEN
    v_finished := v_now;
  END IF;

  INSERT INTO course_lesson_progress (user_id, lesson_id, course_id, position, watched, finished_at, updated_at)
  VALUES (p_user, p_lesson, v_course, least(p_position, v_duration), v_watched, v_finished, v_now)
  ON CONFLICT (user_id, lesson_id) DO UPDATE
  SET position = excluded.position, watched = excluded.watched, finished_at = excluded.finished_at, updated_at = excluded.updated_at;

  IF v_credit > 0 THEN
    INSERT INTO study_days (user_id, day, course_id, seconds)
    VALUES (p_user, (v_now AT TIME ZONE 'Asia/Shanghai')::date, v_course, v_credit)
    ON CONFLICT (user_id, day, course_id) DO UPDATE SET seconds = study_days.seconds + excluded.seconds;
  END IF;

  INSERT INTO course_enrollments (user_id, course_id, started_at, last_lesson_id, last_study_at)
  VALUES (p_user, v_course, v_now, p_lesson, v_now)
  ON CONFLICT (user_id, course_id) DO UPDATE
  SET started_at = coalesce(course_enrollments.started_at, excluded.started_at),
      last_lesson_id = excluded.last_lesson_id,
      last_study_at = excluded.last_study_at;

  IF v_finished IS NOT NULL THEN
    v_course_done := course_finish_if_done(p_user, v_course, v_now);
  END IF;

  -- The clock keeps the part of a second not credited, so beats every 20.5 s are credited 20.5 s on average; it
  -- never moves back (a beat whose transaction began earlier may take the lock later).
  UPDATE study_clocks s
  SET last_beat_at = greatest(s.last_beat_at, v_now - make_interval(secs => v_elapsed - floor(v_elapsed))),
      course_id = v_course,
      lesson_id = p_lesson
  WHERE s.user_id = p_user AND v_elapsed > 0;

  RETURN QUERY SELECT 'ok'::text, v_credit, v_watched, (v_finished IS NOT NULL)::integer, v_course_done;
END;
$$;
