-- The one home of the sign-up rule (api/modules/training/sign-up.ts only words its outcomes, in resultOf): a sign-up
-- that is live (signed or waiting) or was rejected is kept as it stands, and the person who asks again hears its
-- state; only one they cancelled starts over. training/apply reads it (signUpContext) to know whether to offer the
-- form again, and training_sign_up_batch writes by it: a place while one is free, otherwise the queue.
CREATE FUNCTION training_attend_kept(status text, audit integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT status <> 'released' OR audit = 2 $$;
--> statement-breakpoint
-- training_sign_up_batch of 0022 (see there), its fresh start now by training_attend_kept: place, queue or kept, as
-- api/modules/training/sign-up.ts (resultOf) words them.
CREATE OR REPLACE FUNCTION training_sign_up_batch(people jsonb)
RETURNS TABLE (attend_id integer, attend_status text, attend_audit integer, queue_position integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  training integer;
  capacity integer;
  taken integer;
  signed integer := 0;
  person record;
  ks integer[] := '{}';
  ids integer[] := '{}';
  statuses text[] := '{}';
  audits integer[] := '{}';
  queued integer[] := '{}';
  row_id integer;
  row_status text;
  row_audit integer;
BEGIN
  FOR person IN
    SELECT p.training_id, p.user_id, p.audit, p.settings, p.survey, p.k
    FROM ROWS FROM (jsonb_to_recordset(people) AS (training_id integer, user_id integer, audit integer, settings jsonb, survey jsonb))
      WITH ORDINALITY AS p(training_id, user_id, audit, settings, survey, k)
    ORDER BY p.training_id, p.k
  LOOP
    IF training IS DISTINCT FROM person.training_id THEN
      IF signed > 0 THEN
        UPDATE trainings t SET seats_taken = t.seats_taken + signed WHERE t.id = training;
      END IF;
      training := person.training_id;
      signed := 0;
      SELECT t.capacity, t.seats_taken INTO capacity, taken FROM trainings t WHERE t.id = training FOR UPDATE;
    END IF;
    INSERT INTO training_attends AS a (training_id, user_id, status, audit, settings, survey)
    VALUES (training, person.user_id, CASE WHEN capacity IS NULL OR taken + signed < capacity THEN 'signed' ELSE 'waiting' END,
      person.audit, person.settings, person.survey)
    ON CONFLICT (training_id, user_id) DO UPDATE SET status = excluded.status, audit = excluded.audit,
      settings = excluded.settings, survey = excluded.survey,
      queued_at = clock_timestamp(), -- a re-sign-up queues behind everyone already waiting
      updated_at = now()
    WHERE NOT training_attend_kept(a.status, a.audit)
    RETURNING a.id, a.status, a.audit INTO row_id, row_status, row_audit;
    IF FOUND THEN
      IF row_status = 'signed' THEN signed := signed + 1; END IF;
    ELSE
      -- A live or rejected sign-up is kept as it is: the person hears its state.
      SELECT a.id, a.status, a.audit INTO row_id, row_status, row_audit
      FROM training_attends a WHERE a.training_id = training AND a.user_id = person.user_id;
    END IF;
    ks := ks || person.k::integer;
    ids := ids || row_id;
    statuses := statuses || row_status;
    audits := audits || row_audit;
    IF row_status = 'waiting' AND NOT training = ANY (queued) THEN queued := queued || training; END IF;
  END LOOP;
  IF signed > 0 THEN
    UPDATE trainings t SET seats_taken = t.seats_taken + signed WHERE t.id = training;
  END IF;
  -- Positions as waitingPosition counts them (queued_at, then id), read once per session with anyone waiting.
  RETURN QUERY
    SELECT r.id, r.status, r.audit, q.pos::integer
    FROM unnest(ks, ids, statuses, audits) AS r(k, id, status, audit)
    LEFT JOIN (
      SELECT a.id, row_number() OVER (PARTITION BY a.training_id ORDER BY a.queued_at, a.id) AS pos
      FROM training_attends a
      WHERE a.training_id = ANY (queued) AND a.status = 'waiting'
    ) q ON q.id = r.id
    ORDER BY r.k;
END
$$;
