-- The counting of consume_route_quota (public.count_route_quota_request since 20251123001000,
-- which moved it there unchanged) read the clock before it took the caller's row lock. A call
-- that waited for that lock across a window boundary (behind another isolate's call for the
-- same user) decided for the window it had arrived in, which had ended meanwhile: seeing the row
-- already in the newer window, it reset the count, admitted itself into the full window and moved
-- the row back, so the next call reset the newer window too. Under load at every minute's end,
-- and at midnight UTC for the day, that admitted more than the limit (a real server showed 4
-- admissions for a limit of 1 across two minutes; PGlite, one connection, cannot show it).
--
-- Now the row is locked first and the clock read after: every call for one user is decided, in
-- lock order, on a clock that only moves forward, and the answer (retry delay included) is the
-- one true when the row is written. A stored window later than the clock (the server's clock
-- stepped back) is kept, never reset. Same signature, same answers otherwise.
--
-- consume_route_quota keeps recording its limits (record_route_quota_limits) before it calls
-- this function, so the limits row is still locked before any route_quota row; the batch
-- function (below) counts through this function too, so batches are fixed as well.
create or replace function public.count_route_quota_request(
  p_user_id uuid,
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
  v_row public.route_quota;
  v_now timestamptz;
  v_minute timestamptz;
  v_day date;
begin
  if p_user_id is null or p_per_minute is null or p_per_day is null
     or p_per_minute < 1 or p_per_day < 1 then
    raise exception 'consume_route_quota: a user id and positive limits are required'
      using errcode = '22023';
  end if;

  -- A first call creates the user's row with windows that are over, so there is a row to lock.
  insert into public.route_quota (user_id, minute_window, minute_count, day_window, day_count)
  values (p_user_id, '-infinity', 0, '-infinity', 0)
  on conflict (user_id) do nothing;

  select * into strict v_row from public.route_quota where user_id = p_user_id for update;

  -- Only now, holding the lock, what time is it: after every earlier call for this user committed.
  v_now := clock_timestamp();
  v_minute := greatest(date_trunc('minute', v_now), v_row.minute_window);
  v_day := greatest((v_now at time zone 'utc')::date, v_row.day_window);
  if v_row.minute_window < v_minute then
    v_row.minute_count := 0;
  end if;
  if v_row.day_window < v_day then
    v_row.day_count := 0;
  end if;

  if v_row.day_count >= p_per_day then
    return jsonb_build_object(
      'allowed', false,
      'retry_after_seconds',
      greatest(1, ceil(extract(epoch from ((v_day + 1)::timestamp at time zone 'utc') - v_now)))::integer
    );
  end if;

  if v_row.minute_count >= p_per_minute then
    return jsonb_build_object(
      'allowed', false,
      'retry_after_seconds',
      greatest(1, ceil(extract(epoch from (v_minute + interval '1 minute') - v_now)))::integer
    );
  end if;

  update public.route_quota
  set minute_window = v_minute,
      minute_count = v_row.minute_count + 1,
      day_window = v_day,
      day_count = v_row.day_count + 1
  where user_id = p_user_id;

  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

comment on function public.count_route_quota_request(uuid, integer, integer) is
  'The counting of public.consume_route_quota(), deciding after it holds the user''s row lock, without recording the limits; not callable through the API.';

-- create or replace keeps the privileges; stated again so this file alone says nobody but the
-- functions that own it (security definer, as the owner) may call it.
revoke execute on function public.count_route_quota_request(uuid, integer, integer)
  from public, anon, authenticated, service_role;

-- consume_route_quota_batch called consume_route_quota per user, so it recorded the limits again
-- before each user after the first, while already holding the earlier users' route_quota rows.
-- When two sets of limits were in use at once (a deploy changing ROUTE_QUOTA_PER_* while older
-- isolates still ran), a batch could wait for the limits row held by a call that waited for one
-- of the batch's rows: a deadlock (a real server showed 216 of 600 such batches fail). Now a
-- batch records its limits once, before it locks any route_quota row, and then counts each user
-- in id order. Same signature, input checks, answers and grants.
create or replace function public.consume_route_quota_batch(
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

  -- Invalid limits are refused by the counting below, with its own message; none is recorded.
  if p_per_minute >= 1 and p_per_day >= 1 then
    perform public.record_route_quota_limits(p_per_minute, p_per_day);
  end if;

  v_decisions := array_fill(null::jsonb, array[v_count]);
  -- Rows are locked in user id order (each count locks its user's row until commit), so two
  -- batches sharing users wait for each other instead of deadlocking. A user listed twice is
  -- counted twice, in the order listed; each decision goes back to its own position.
  for v_entry in
    select ids.user_id, ids.position
    from unnest(p_user_ids) with ordinality as ids (user_id, position)
    order by ids.user_id, ids.position
  loop
    v_decisions[v_entry.position] :=
      public.count_route_quota_request(v_entry.user_id, p_per_minute, p_per_day);
  end loop;

  return to_jsonb(v_decisions);
end;
$$;

comment on function public.consume_route_quota_batch(uuid[], integer, integer) is
  'Route function only: records the limits once, then counts each of p_user_ids as public.consume_route_quota() would, in one transaction; returns a jsonb array of {allowed, retry_after_seconds} in the order of p_user_ids.';

revoke execute on function public.consume_route_quota_batch(uuid[], integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_route_quota_batch(uuid[], integer, integer) to service_role;
