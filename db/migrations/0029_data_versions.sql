CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('courses', 0);
--> statement-breakpoint
-- A write to any table of a data set moves the set's version on (db/schema/data-versions.ts), once per statement, in
-- the writing transaction: an answer read before the commit is dropped by the first ask after it.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER courses_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('courses');
--> statement-breakpoint
CREATE TRIGGER course_lessons_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_lessons
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('courses');
--> statement-breakpoint
CREATE TRIGGER training_categories_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('courses');
