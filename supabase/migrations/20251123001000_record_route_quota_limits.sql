-- The route function enforces the per-user quota with the limits of its own environment
-- (ROUTE_QUOTA_PER_MINUTE, ROUTE_QUOTA_PER_DAY) and passes them to every consume call. The
-- account page must show the limits actually enforced, so the database remembers the limits of
-- the latest consume call: a 429 is decided in the same transaction that records its limits, so
-- the page, which reads them from here, can never disagree with one.
create table public.route_quota_limits (
  singleton boolean primary key default true check (singleton),
  per_minute integer not null check (per_minute >= 1),
  per_day integer not null check (per_day >= 1),
  applied_at timestamptz not null default now()
);

comment on table public.route_quota_limits is
  'The per-minute and per-day limits the latest public.consume_route_quota() call applied (one row); read by public.get_usage_statistics().';

alter table public.route_quota_limits enable row level security;

revoke all on table public.route_quota_limits from public, anon, authenticated;
grant select on table public.route_quota_limits to service_role;

-- Records the limits a consume call is about to apply. The usual call finds them unchanged and
-- only reads the row; a change takes the row lock until its transaction ends. Every caller
-- records before it locks any route_quota row, so the lock order is always this row first and
-- a batch cannot deadlock with another over it.
create function public.record_route_quota_limits(p_per_minute integer, p_per_day integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1
    from public.route_quota_limits as limits
    where limits.singleton
      and limits.per_minute = p_per_minute
      and limits.per_day = p_per_day
  ) then
    return;
  end if;

  insert into public.route_quota_limits as limits (singleton, per_minute, per_day, applied_at)
  values (true, p_per_minute, p_per_day, clock_timestamp())
  on conflict (singleton) do update set
    per_minute = excluded.per_minute,
    per_day = excluded.per_day,
    applied_at = excluded.applied_at;
end;
$$;

comment on function public.record_route_quota_limits(integer, integer) is
  'Remembers the quota limits a consume call applies, in public.route_quota_limits. Called by public.consume_route_quota().';

revoke execute on function public.record_route_quota_limits(integer, integer)
  from public, anon, authenticated, service_role;

-- consume_route_quota keeps its name, arguments, answer and grants: its counting body moves,
-- unchanged, to count_route_quota_request, and consume_route_quota first records the limits
-- and then counts. consume_route_quota_batch calls consume_route_quota by name, so a batch
-- records its limits too.
alter function public.consume_route_quota(uuid, integer, integer)
  rename to count_route_quota_request;

comment on function public.count_route_quota_request(uuid, integer, integer) is
  'The counting of public.consume_route_quota(), without recording the limits; not callable through the API.';

revoke execute on function public.count_route_quota_request(uuid, integer, integer)
  from public, anon, authenticated, service_role;

create function public.consume_route_quota(p_user_id uuid, p_per_minute integer, p_per_day integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Invalid limits are refused by the counting below, with its own message; none is recorded.
  if p_user_id is not null and p_per_minute >= 1 and p_per_day >= 1 then
    perform public.record_route_quota_limits(p_per_minute, p_per_day);
  end if;
  return public.count_route_quota_request(p_user_id, p_per_minute, p_per_day);
end;
$$;

comment on function public.consume_route_quota(uuid, integer, integer) is
  'Route function only: counts one request for p_user_id against per-minute and per-day limits and remembers those limits; returns {allowed, retry_after_seconds}.';

revoke execute on function public.consume_route_quota(uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_route_quota(uuid, integer, integer) to service_role;
