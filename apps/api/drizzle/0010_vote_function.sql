-- A vote in one statement: the member's own points are locked (their votes queue, nobody else's),
-- a retried key answers the vote it made, the vote, the spending and the ledger lines are written,
-- and the candidate's tally shard is added to last, so its row lock lasts only until the commit.
CREATE OR REPLACE FUNCTION fanclub_vote(
  p_company integer,
  p_user integer,
  p_profile integer,
  p_point integer,
  p_key text,
  p_now timestamptz,
  p_shards integer
) RETURNS TABLE (r_outcome text, r_vote_id integer, r_profile_id integer, r_point integer, r_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_total integer;
  v_due integer := p_point;
  v_take integer;
  v_vote integer;
  v_held record;
  v_earlier record;
BEGIN
  SELECT coalesce(sum(locked.remaining_point), 0)::integer INTO v_total FROM (
    SELECT vpp.remaining_point FROM voting_package_purchases vpp
    WHERE vpp.user_id = p_user AND vpp.expire_date > p_now AND vpp.remaining_point > 0
    ORDER BY vpp.expire_date, vpp.id
    FOR UPDATE
  ) locked;
  IF p_key IS NOT NULL THEN
    SELECT v.id, v.voting_event_profile_id, v.point INTO v_earlier
    FROM votes v WHERE v.user_id = p_user AND v.idempotency_key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replay'::text, v_earlier.id, v_earlier.voting_event_profile_id, v_earlier.point, v_total;
      RETURN;
    END IF;
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM voting_event_profiles vep JOIN voting_events ve ON ve.id = vep.voting_event_id
    WHERE vep.id = p_profile AND ve.company_id = p_company AND ve.started_date <= p_now AND ve.closed_date > p_now
  ) THEN
    RETURN QUERY SELECT 'closed'::text, NULL::integer, NULL::integer, NULL::integer, 0;
    RETURN;
  END IF;
  IF v_total < p_point THEN
    RETURN QUERY SELECT 'short'::text, NULL::integer, NULL::integer, NULL::integer, v_total;
    RETURN;
  END IF;
  INSERT INTO votes (user_id, voting_event_profile_id, point, idempotency_key)
  VALUES (p_user, p_profile, p_point, p_key) RETURNING id INTO v_vote;
  FOR v_held IN
    SELECT vpp.id, vpp.remaining_point FROM voting_package_purchases vpp
    WHERE vpp.user_id = p_user AND vpp.expire_date > p_now AND vpp.remaining_point > 0
    ORDER BY vpp.expire_date, vpp.id
  LOOP
    EXIT WHEN v_due = 0;
    v_take := least(v_due, v_held.remaining_point);
    UPDATE voting_package_purchases SET remaining_point = remaining_point - v_take WHERE id = v_held.id;
    INSERT INTO point_ledger (user_id, delta, reason, purchase_id, vote_id)
    VALUES (p_user, -v_take, 'vote', v_held.id, v_vote);
    v_due := v_due - v_take;
  END LOOP;
  INSERT INTO voting_tally_shards AS t (voting_event_profile_id, shard, point)
  VALUES (p_profile, p_user % p_shards, p_point)
  ON CONFLICT (voting_event_profile_id, shard) DO UPDATE SET point = t.point + excluded.point;
  RETURN QUERY SELECT 'voted'::text, v_vote, p_profile, p_point, v_total - p_point;
END
$$;
