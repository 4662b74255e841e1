-- Per-user request quota of the route function: fixed one-minute and one-day (UTC) windows,
-- counted atomically in Postgres so the limit holds however many isolates serve the function.
-- Only the function (with the secret key, as service_role) may consume quota.
create table public.route_quota (
  user_id uuid primary key references auth.users (id) on delete cascade,
  minute_window timestamptz not null,
  minute_count integer not null default 0 check (minute_count >= 0),
  day_window date not null,
  day_count integer not null default 0 check (day_count >= 0)
);

comment on table public.route_quota is
  'Route function request counters per user; written only through public.consume_route_quota().';

alter table public.route_quota enable row level security;

-- Hosted projects no longer grant new tables to the API roles: every grant here is explicit.
revoke all on table public.route_quota from public, anon, authenticated;
grant select, insert, update, delete on table public.route_quota to service_role;

-- Counts one request if both windows have room and says when to retry if not. The upsert locks
-- the caller's row, so concurrent calls for one user are serialised and never over-count.
create function public.consume_route_quota(p_user_id uuid, p_per_minute integer, p_per_day integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_minute timestamptz := date_trunc('minute', v_now);
  v_day date := (v_now at time zone 'utc')::date;
  v_row public.route_quota;
begin
  if p_user_id is null or p_per_minute is null or p_per_day is null
     or p_per_minute < 1 or p_per_day < 1 then
    raise exception 'consume_route_quota: a user id and positive limits are required'
      using errcode = '22023';
  end if;

  insert into public.route_quota as quota (user_id, minute_window, minute_count, day_window, day_count)
  values (p_user_id, v_minute, 0, v_day, 0)
  on conflict (user_id) do update set
    minute_count = case when quota.minute_window = v_minute then quota.minute_count else 0 end,
    minute_window = v_minute,
    day_count = case when quota.day_window = v_day then quota.day_count else 0 end,
    day_window = v_day
  returning * into v_row;

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
  set minute_count = minute_count + 1, day_count = day_count + 1
  where user_id = p_user_id;

  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

comment on function public.consume_route_quota(uuid, integer, integer) is
  'Route function only: counts one request for p_user_id against per-minute and per-day limits; returns {allowed, retry_after_seconds}.';

revoke execute on function public.consume_route_quota(uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_route_quota(uuid, integer, integer) to service_role;
