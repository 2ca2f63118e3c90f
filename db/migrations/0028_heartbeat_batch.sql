-- Group commit of study heartbeats (api/modules/course/heartbeat.ts): the beats of many people in one statement, so
-- one round trip and one commit serve them all instead of one each. `beats` is a JSON array of {k, user_id, course,
-- lesson, position, played}; each beat is credited exactly as a lone one by course_heartbeat (0025), in user id
-- order (each person's beats in their order in the array), so two batches never wait on each other's study clocks
-- in a circle. Answers one row per beat, carrying its k.
CREATE FUNCTION course_heartbeat_batch(beats jsonb, p_share double precision)
RETURNS TABLE (k integer, outcome text, credited integer, watched integer, lesson_finished integer, course_finished integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  b record;
BEGIN
  FOR b IN
    SELECT x.k, x.user_id, x.course, x.lesson, x.position, x.played
    FROM jsonb_to_recordset(beats) AS x(k integer, user_id integer, course text, lesson integer, position integer, played integer)
    ORDER BY x.user_id, x.k
  LOOP
    RETURN QUERY SELECT b.k, h.outcome, h.credited, h.watched, h.lesson_finished, h.course_finished
    FROM course_heartbeat(b.user_id, b.course, b.lesson, b.position, b.played, p_share) h;
  END LOOP;
END;
$$;
