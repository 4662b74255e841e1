-- Many route requests' quota checks in one round trip. An isolate under load sends the checks
-- that queued up while its previous one was in flight together, so the database serves one
-- call (one transaction, one set of request settings) per batch instead of one per request.
-- Each element gets exactly what public.consume_route_quota() would decide for it; the
-- single-user function stays for callers deployed before this one.
create function public.consume_route_quota_batch(
  p_user_ids uuid[],
  p_per_minute integer,
  p_per_day integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer := coalesce(cardinality(p_user_ids), 0);
  v_decisions jsonb[];
  v_entry record;
begin
  if p_user_ids is null or array_ndims(p_user_ids) > 1 then
    raise exception 'consume_route_quota_batch: a one-dimensional array of user ids is required'
      using errcode = '22023';
  end if;
  if v_count > 1000 then
    raise exception 'consume_route_quota_batch: at most 1000 user ids per call, got %', v_count
      using errcode = '22023';
  end if;
  if v_count = 0 then
    return '[]'::jsonb;
  end if;

  v_decisions := array_fill(null::jsonb, array[v_count]);
  -- Rows are locked in user id order (each call's upsert locks its user's row until commit), so
  -- two batches sharing users wait for each other instead of deadlocking. A user listed twice
  -- is counted twice, in the order listed; each decision goes back to its own position.
  for v_entry in
    select ids.user_id, ids.position
    from unnest(p_user_ids) with ordinality as ids (user_id, position)
    order by ids.user_id, ids.position
  loop
    v_decisions[v_entry.position] :=
      public.consume_route_quota(v_entry.user_id, p_per_minute, p_per_day);
  end loop;

  return to_jsonb(v_decisions);
end;
$$;

comment on function public.consume_route_quota_batch(uuid[], integer, integer) is
  'Route function only: public.consume_route_quota() for each of p_user_ids in one transaction; returns a jsonb array of {allowed, retry_after_seconds} in the order of p_user_ids.';

revoke execute on function public.consume_route_quota_batch(uuid[], integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_route_quota_batch(uuid[], integer, integer) to service_role;
