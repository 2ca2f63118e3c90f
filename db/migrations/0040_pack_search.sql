-- Course packs' search (study/GetCourseList type 2): a substring of a published course's or live session's title.
-- Chinese keywords are mostly two characters, which pg_trgm cannot index (a LIKE pattern needs three), and PGlite has
-- no pg_trgm without loading it; so titles are indexed by their lower-cased single characters and character pairs.
-- A key's pairs (its character when it has one) found in a title's grams narrow the rows; strpos then checks the order.
CREATE FUNCTION title_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(distinct g), '{}') from (
    select substr(lower(t), i, 1) as g from generate_series(1, char_length(t)) i
    union all
    select substr(lower(t), i, 2) from generate_series(1, char_length(t) - 1) i
  ) grams
$$;
--> statement-breakpoint
CREATE FUNCTION key_grams(k text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when char_length(k) < 2 then array[lower(k)]
    else array(select distinct substr(lower(k), i, 2) from generate_series(1, char_length(k) - 1) i) end
$$;
--> statement-breakpoint
CREATE INDEX "courses_title_grams_idx" ON "courses" USING gin (title_grams("title")) WHERE "published" = 1;
--> statement-breakpoint
CREATE INDEX "trainings_title_grams_idx" ON "trainings" USING gin (title_grams("title")) WHERE "published" = 1;
--> statement-breakpoint
-- The search keeps its answers per version of the courses and of the live sessions (db/answer-cache.ts). Only what it
-- reads of a session moves this one on: a sign-up's seat count is no reason to drop them.
INSERT INTO "data_versions" ("name", "version") VALUES ('trainings', 0);
--> statement-breakpoint
CREATE TRIGGER trainings_data_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF str_id, title, cover, published, created_at
  ON trainings FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('trainings');
