-- A vote's whole request in one round trip: the session check (is the access token's session still
-- standing?) and the candidate lookup (404 for one of another club or none) move into the vote's
-- statement, so a vote takes one pooled connection for one statement instead of three.
-- The seven-argument form of 0010 stays for processes of the previous release during a deploy.
CREATE OR REPLACE FUNCTION fanclub_vote(
  p_company integer,
  p_user integer,
  p_profile integer,
  p_point integer,
  p_key text,
  p_now timestamptz,
  p_shards integer,
  p_session uuid
) RETURNS TABLE (r_outcome text, r_vote_id integer, r_profile_id integer, r_point integer, r_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_total integer;
  v_due integer := p_point;
  v_take integer;
  v_vote integer;
  v_held record;
  v_earlier record;
  v_event record;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM refresh_tokens rt
    WHERE rt.family_id = p_session AND rt.revoked_at IS NULL AND rt.expires_at > p_now
  ) THEN
    RETURN QUERY SELECT 'signed-out'::text, NULL::integer, NULL::integer, NULL::integer, 0;
    RETURN;
  END IF;
  SELECT ve.started_date, ve.closed_date INTO v_event
  FROM voting_event_profiles vep JOIN voting_events ve ON ve.id = vep.voting_event_id
  WHERE vep.id = p_profile AND ve.company_id = p_company;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'missing'::text, NULL::integer, NULL::integer, NULL::integer, 0;
    RETURN;
  END IF;
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
  IF NOT (v_event.started_date <= p_now AND v_event.closed_date > p_now) THEN
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
