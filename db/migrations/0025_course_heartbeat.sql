-- A study heartbeat in one round trip (api/modules/course/heartbeat.ts; docs/decisions/0025): the rules of crediting
-- study time, in the order the service read them before, run where the rows are. The person's study clock row is
-- locked first (made on their first beat, which credits nothing), so their beats, whatever course they name, are
-- credited one after another, each at most the seconds since the one before. Answers outcome 'course' (no such
-- published course) or 'lesson' (not a lesson of it) with nothing written, else 'ok' and what was credited.
CREATE FUNCTION course_heartbeat(p_user integer, p_course text, p_lesson integer, p_position integer, p_played integer, p_share double precision)
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
  v_all integer;
  v_done integer;
  v_course_done boolean := false;
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
    SELECT count(*) INTO v_all FROM course_lessons l WHERE l.course_id = v_course;
    SELECT count(*) INTO v_done FROM course_lesson_progress p
    WHERE p.user_id = p_user AND p.course_id = v_course AND p.finished_at IS NOT NULL;
    IF v_all > 0 AND v_done >= v_all THEN
      v_course_done := true;
      UPDATE course_enrollments e SET finished_at = v_now
      WHERE e.user_id = p_user AND e.course_id = v_course AND e.finished_at IS NULL;
    END IF;
  END IF;

  -- The clock keeps the part of a second not credited, so beats every 20.5 s are credited 20.5 s on average; it
  -- never moves back (a beat whose transaction began earlier may take the lock later).
  UPDATE study_clocks s
  SET last_beat_at = greatest(s.last_beat_at, v_now - make_interval(secs => v_elapsed - floor(v_elapsed))),
      course_id = v_course,
      lesson_id = p_lesson
  WHERE s.user_id = p_user AND v_elapsed > 0;

  RETURN QUERY SELECT 'ok'::text, v_credit, v_watched, (v_finished IS NOT NULL)::integer, v_course_done::integer;
END;
$$;
