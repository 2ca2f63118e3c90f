CREATE TABLE "course_stats" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_stats_learners_ck" CHECK ("course_stats"."learners" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_stats" ADD CONSTRAINT "course_stats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "course_stats" ("course_id", "learners")
SELECT c.id, (SELECT count(*) FROM course_enrollments e WHERE e.course_id = c.id AND e.started_at IS NOT NULL)::int FROM courses c;
--> statement-breakpoint
-- Every course has its figures row from the start (db/schema/course.ts courseStats).
CREATE FUNCTION course_stats_for_new_course() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_stats (course_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER courses_stats_row AFTER INSERT ON courses FOR EACH ROW EXECUTE FUNCTION course_stats_for_new_course();
--> statement-breakpoint
-- A course's learners: an enrollment counts once it has begun (started_at set), and stops counting when it goes.
-- While its course is being deleted the figures row may already be gone: then there is nothing to count.
CREATE FUNCTION count_course_learners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  course integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    course := NEW.course_id;
    delta := (NEW.started_at IS NOT NULL)::int;
  ELSIF TG_OP = 'DELETE' THEN
    course := OLD.course_id;
    delta := -(OLD.started_at IS NOT NULL)::int;
  ELSE
    course := NEW.course_id;
    delta := (NEW.started_at IS NOT NULL)::int - (OLD.started_at IS NOT NULL)::int;
  END IF;
  IF delta <> 0 THEN
    UPDATE course_stats SET learners = greatest(0, learners + delta) WHERE course_id = course;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER course_enrollments_learners AFTER INSERT OR DELETE ON course_enrollments
  FOR EACH ROW EXECUTE FUNCTION count_course_learners();
--> statement-breakpoint
-- Every heartbeat writes its enrollment back: only a change of started_at is counted.
CREATE TRIGGER course_enrollments_learners_begun AFTER UPDATE OF started_at ON course_enrollments
  FOR EACH ROW WHEN (OLD.started_at IS DISTINCT FROM NEW.started_at) EXECUTE FUNCTION count_course_learners();
