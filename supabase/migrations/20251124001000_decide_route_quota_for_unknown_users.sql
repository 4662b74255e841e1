-- An id with no user in auth.users reached the quota: a deleted user whose access token is still
-- valid (and still approved, say through a domain entry). Creating their route_quota row violated
-- its foreign key, which aborted the whole consume_route_quota_batch call: every request
-- coalesced into that batch failed with a 500, not only the deleted user's.
--
-- Now such an id is decided for itself: {"allowed": false, "retry_after_seconds": 0,
-- "unknown_user": true} (the route function answers that request 401 unauthorized), and the rest
-- of the batch is counted as before. consume_route_quota answers it the same way. A user's row
-- is locked before anything else, as since 20251123002000; only a user's first call (no row yet)
-- inserts one, under a savepoint that turns the foreign key violation into that answer, so a user
-- deleted while their call runs cannot abort anyone else's either. Same signature and grants.
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
  v_unknown_user constant jsonb :=
    jsonb_build_object('allowed', false, 'retry_after_seconds', 0, 'unknown_user', true);
begin
  if p_user_id is null or p_per_minute is null or p_per_day is null
     or p_per_minute < 1 or p_per_day < 1 then
    raise exception 'consume_route_quota: a user id and positive limits are required'
      using errcode = '22023';
  end if;

  select * into v_row from public.route_quota where user_id = p_user_id for update;
  if not found then
    -- A first call creates the user's row with windows that are over, so there is a row to lock.
    begin
      insert into public.route_quota (user_id, minute_window, minute_count, day_window, day_count)
      values (p_user_id, '-infinity', 0, '-infinity', 0)
      on conflict (user_id) do nothing;
    exception
      when foreign_key_violation then
        return v_unknown_user;
    end;
    select * into v_row from public.route_quota where user_id = p_user_id for update;
    -- Gone already: the user was deleted (and their row with them) since the insert.
    if not found then
      return v_unknown_user;
    end if;
  end if;

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
  'The counting of public.consume_route_quota(), deciding after it holds the user''s row lock, without recording the limits; an id with no user gets {allowed: false, retry_after_seconds: 0, unknown_user: true}; not callable through the API.';

-- create or replace keeps the privileges; stated again so this file alone says nobody but the
-- functions that own it (security definer, as the owner) may call it.
revoke execute on function public.count_route_quota_request(uuid, integer, integer)
  from public, anon, authenticated, service_role;

comment on function public.consume_route_quota_batch(uuid[], integer, integer) is
  'Route function only: records the limits once, then counts each of p_user_ids as public.consume_route_quota() would, in one transaction; returns a jsonb array of {allowed, retry_after_seconds} in the order of p_user_ids ({allowed: false, retry_after_seconds: 0, unknown_user: true} for an id with no user).';
