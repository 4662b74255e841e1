-- The account page's usage statistics, read in one round trip for the signed-in user only.
--
-- Summing a heavy user's usage_events rows on every visit would cost time in proportion to
-- their messages (about 9,000 a month at the default quota, far more with a raised one). So
-- triggers keep two roll-ups of usage_events up to date, and the statistics read a few dozen
-- roll-up rows through their primary keys whatever the volume:
--   usage_daily_totals     per user, UTC day and engine: calls, how they ended, tokens;
--   usage_monthly_latency  per user, UTC month, engine and latency bucket: answered calls,
--                          from which the median latency is read.
-- The roll-ups follow every insert, update, delete and truncate of usage_events, so the
-- 12-month purge (public.purge_expired_usage_events) removes them with the rows: nothing about a
-- message outlives the usage log the Privacy Policy describes.

create table public.usage_daily_totals (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  vendor text not null,
  calls integer not null,
  fallback_calls integer not null,
  failed_calls integer not null,
  -- Calls whose engine reported token counts; the offline engine reports none.
  token_calls integer not null,
  input_tokens bigint not null,
  output_tokens bigint not null,
  primary key (user_id, day, vendor)
);

comment on table public.usage_daily_totals is
  'usage_events summed per user, UTC day and vendor; kept in step by triggers, read by public.get_usage_statistics().';

create table public.usage_monthly_latency (
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null,
  vendor text not null,
  latency_bucket smallint not null check (latency_bucket >= 0),
  calls integer not null,
  primary key (user_id, month, vendor, latency_bucket)
);

comment on table public.usage_monthly_latency is
  'Answered usage_events per user, UTC month, vendor and latency bucket (public.usage_latency_bucket); kept in step by triggers.';

-- Only the statistics function (security definer) reads them; nobody writes them but triggers.
alter table public.usage_daily_totals enable row level security;
alter table public.usage_monthly_latency enable row level security;
revoke all on table public.usage_daily_totals, public.usage_monthly_latency
  from public, anon, authenticated, service_role;

-- Latency buckets hold two significant digits: 0-99 ms exactly, then 100-109, 110-119, …,
-- 990-999, 1000-1099, … A median read from them is the true median truncated to two
-- significant digits (1,234 ms reads as 1,200 ms), because bucketing keeps the order.
create function public.usage_latency_bucket(p_latency_ms integer)
returns smallint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_latency_ms < 100 then greatest(p_latency_ms, 0)
    else 100
      + 90 * (length(p_latency_ms::text) - 3)
      + p_latency_ms / ('1' || repeat('0', length(p_latency_ms::text) - 2))::integer
      - 10
  end::smallint;
$$;

create function public.usage_latency_bucket_floor(p_bucket smallint)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_bucket < 100 then p_bucket::integer
    else ((p_bucket - 100) % 90 + 10)::integer
      * ('1' || repeat('0', (p_bucket - 100) / 90 + 1))::integer
  end;
$$;

comment on function public.usage_latency_bucket(integer) is
  'The latency bucket of p_latency_ms: the value truncated to two significant digits, as an ordered index.';
comment on function public.usage_latency_bucket_floor(smallint) is
  'The smallest latency in milliseconds of a public.usage_latency_bucket() bucket.';

-- Adds (p_direction 1) or removes (-1) usage_events rows from both roll-ups, both ways through
-- one upsert: rows are touched in key order, so two statements that share users wait for each
-- other instead of deadlocking. That is why the counts have no check constraint: a removal is
-- proposed as a negative row before it meets the row it lowers.
create function public.apply_usage_rollups(p_events public.usage_events[], p_direction integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_direction not in (1, -1) then
    raise exception 'apply_usage_rollups: p_direction must be 1 or -1' using errcode = '22023';
  end if;

  insert into public.usage_daily_totals as totals (
    user_id, day, vendor, calls, fallback_calls, failed_calls, token_calls, input_tokens, output_tokens
  )
  select
    event.user_id,
    (event.created_at at time zone 'utc')::date,
    event.vendor,
    p_direction * count(*),
    p_direction * count(*) filter (where event.outcome = 'fallback'),
    p_direction * count(*) filter (where event.outcome = 'failed'),
    p_direction * count(*) filter (
      where event.input_tokens is not null or event.output_tokens is not null
    ),
    p_direction * coalesce(sum(event.input_tokens), 0),
    p_direction * coalesce(sum(event.output_tokens), 0)
  from unnest(p_events) as event
  -- A removal only lowers rows that are there: when a user is deleted, the cascade may have
  -- taken their roll-ups before their usage rows, and a new row would name a deleted user.
  where p_direction > 0 or exists (
    select 1
    from public.usage_daily_totals as kept
    where kept.user_id = event.user_id
      and kept.day = (event.created_at at time zone 'utc')::date
      and kept.vendor = event.vendor
  )
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (user_id, day, vendor) do update set
    calls = greatest(0, totals.calls + excluded.calls),
    fallback_calls = greatest(0, totals.fallback_calls + excluded.fallback_calls),
    failed_calls = greatest(0, totals.failed_calls + excluded.failed_calls),
    token_calls = greatest(0, totals.token_calls + excluded.token_calls),
    input_tokens = greatest(0, totals.input_tokens + excluded.input_tokens),
    output_tokens = greatest(0, totals.output_tokens + excluded.output_tokens);

  insert into public.usage_monthly_latency as latency (user_id, month, vendor, latency_bucket, calls)
  select
    event.user_id,
    date_trunc('month', event.created_at at time zone 'utc')::date,
    event.vendor,
    public.usage_latency_bucket(event.latency_ms),
    p_direction * count(*)
  from unnest(p_events) as event
  where event.outcome <> 'failed'
    and (p_direction > 0 or exists (
      select 1
      from public.usage_monthly_latency as kept
      where kept.user_id = event.user_id
        and kept.month = date_trunc('month', event.created_at at time zone 'utc')::date
        and kept.vendor = event.vendor
        and kept.latency_bucket = public.usage_latency_bucket(event.latency_ms)
    ))
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict (user_id, month, vendor, latency_bucket) do update set
    calls = greatest(0, latency.calls + excluded.calls);

  -- A removal meets its row as a conflict and lowers it; a row left with no calls goes.
  if p_direction < 0 then
    delete from public.usage_daily_totals as totals
    where totals.calls <= 0
      and (totals.user_id, totals.day) in (
        select event.user_id, (event.created_at at time zone 'utc')::date
        from unnest(p_events) as event
      );
    delete from public.usage_monthly_latency as latency
    where latency.calls <= 0
      and (latency.user_id, latency.month) in (
        select event.user_id, date_trunc('month', event.created_at at time zone 'utc')::date
        from unnest(p_events) as event
      );
  end if;
end;
$$;

comment on function public.apply_usage_rollups(public.usage_events[], integer) is
  'Adds (1) or removes (-1) usage_events rows from the usage roll-ups; called by the usage_events triggers.';

create function public.usage_events_follow_rollups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from public.usage_daily_totals;
    delete from public.usage_monthly_latency;
    return null;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform public.apply_usage_rollups(array(select row(gone.*)::public.usage_events from old_rows as gone), -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.apply_usage_rollups(array(select row(added.*)::public.usage_events from new_rows as added), 1);
  end if;
  return null;
end;
$$;

comment on function public.usage_events_follow_rollups() is
  'Statement trigger of usage_events: keeps usage_daily_totals and usage_monthly_latency equal to the rows.';

-- One call per statement, not per row: the route function inserts its rows 50 at a time and
-- the purge deletes thousands at once.
create trigger usage_events_rollups_insert
after insert on public.usage_events
referencing new table as new_rows
for each statement execute function public.usage_events_follow_rollups();

create trigger usage_events_rollups_update
after update on public.usage_events
referencing old table as old_rows new table as new_rows
for each statement execute function public.usage_events_follow_rollups();

create trigger usage_events_rollups_delete
after delete on public.usage_events
referencing old table as old_rows
for each statement execute function public.usage_events_follow_rollups();

create trigger usage_events_rollups_truncate
after truncate on public.usage_events
for each statement execute function public.usage_events_follow_rollups();

-- The rows recorded before this migration.
select public.apply_usage_rollups(array(select event from public.usage_events as event), 1);

-- Everything the account page shows, for one user at one instant (p_at): today and this month
-- are UTC days and months, like the quota's day. One statement, so the benchmark can show its
-- plan; in PL/pgSQL, so a session plans it once and reuses the plan (a SQL function's body is
-- planned again on every call, which cost more than running it). Only
-- public.get_usage_statistics() calls it, for auth.uid().
create function public.usage_statistics_of(p_user_id uuid, p_at timestamptz)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    with clock as (
      select
        (p_at at time zone 'utc')::date as today,
        date_trunc('month', p_at at time zone 'utc')::date as month_start,
        date_trunc('minute', p_at) as minute_start
    ),
    window_totals as (
      select totals.*
      from public.usage_daily_totals as totals, clock
      where totals.user_id = p_user_id
        and totals.day between least(clock.month_start, clock.today - 13) and clock.today
    ),
    periods as (
      select
        jsonb_build_object(
          'calls', coalesce(sum(totals.calls) filter (where totals.day = clock.today), 0),
          'fallback_calls',
            coalesce(sum(totals.fallback_calls) filter (where totals.day = clock.today), 0),
          'failed_calls', coalesce(sum(totals.failed_calls) filter (where totals.day = clock.today), 0),
          'input_tokens', coalesce(sum(totals.input_tokens) filter (where totals.day = clock.today), 0),
          'output_tokens', coalesce(sum(totals.output_tokens) filter (where totals.day = clock.today), 0)
        ) as today,
        jsonb_build_object(
          'calls', coalesce(sum(totals.calls), 0),
          'fallback_calls', coalesce(sum(totals.fallback_calls), 0),
          'failed_calls', coalesce(sum(totals.failed_calls), 0),
          'input_tokens', coalesce(sum(totals.input_tokens), 0),
          'output_tokens', coalesce(sum(totals.output_tokens), 0)
        ) as month
      from clock
      left join window_totals as totals on totals.day >= clock.month_start
      group by clock.today
    ),
    days as (
      select jsonb_agg(
        jsonb_build_object('day', per_day.day, 'calls', per_day.calls, 'tokens', per_day.tokens)
        order by per_day.day
      ) as list
      from (
        select
          day.day,
          coalesce(sum(totals.calls), 0) as calls,
          coalesce(sum(totals.input_tokens + totals.output_tokens), 0) as tokens
        from (
          select (clock.today - offset_days)::date as day
          from clock, generate_series(0, 13) as offset_days
        ) as day
        left join window_totals as totals on totals.day = day.day
        group by day.day
      ) as per_day
    ),
    engine_calls as (
      select
        totals.vendor,
        sum(totals.calls - totals.failed_calls) as calls,
        sum(totals.token_calls) as token_calls
      from window_totals as totals, clock
      where totals.day >= clock.month_start
      group by totals.vendor
      having sum(totals.calls - totals.failed_calls) > 0
    ),
    latency as (
      select latency.vendor, latency.latency_bucket, sum(latency.calls) as calls
      from public.usage_monthly_latency as latency, clock
      where latency.user_id = p_user_id and latency.month = clock.month_start
      group by latency.vendor, latency.latency_bucket
    ),
    medians as (
      -- The lower median: the first bucket whose running count reaches half the calls.
      select distinct on (ranked.vendor) ranked.vendor, ranked.latency_bucket
      from (
        select
          latency.*,
          sum(latency.calls) over (partition by latency.vendor order by latency.latency_bucket) as running,
          sum(latency.calls) over (partition by latency.vendor) as total
        from latency
      ) as ranked
      where ranked.running * 2 >= ranked.total
      order by ranked.vendor, ranked.latency_bucket
    ),
    engines as (
      select coalesce(jsonb_agg(
        jsonb_build_object(
          'vendor', engine.vendor,
          'calls', engine.calls,
          'calls_without_tokens', greatest(0, engine.calls - engine.token_calls),
          'median_latency_ms', public.usage_latency_bucket_floor(medians.latency_bucket)
        )
        order by engine.calls desc, engine.vendor
      ), '[]'::jsonb) as list
      from engine_calls as engine
      left join medians on medians.vendor = engine.vendor
    ),
    quota as (
      select jsonb_build_object(
        'per_minute', limits.per_minute,
        'per_day', limits.per_day,
        'used_this_minute',
          case when counters.minute_window = clock.minute_start then counters.minute_count else 0 end,
        'used_today',
          case when counters.day_window = clock.today then counters.day_count else 0 end,
        'minute_resets_at', clock.minute_start + interval '1 minute',
        'day_resets_at', (clock.today + 1)::timestamp at time zone 'utc'
      ) as figures
      from clock
      left join public.route_quota_limits as limits on limits.singleton
      left join public.route_quota as counters on counters.user_id = p_user_id
    )
    select jsonb_build_object(
      'as_of', p_at,
      'today', clock.today,
      'month_start', clock.month_start,
      'today_totals', (select today from periods),
      'month_totals', (select month from periods),
      'days', (select list from days),
      'engines', (select list from engines),
      'quota', (select figures from quota)
    )
    from clock
  );
end;
$$;

comment on function public.usage_statistics_of(uuid, timestamptz) is
  'The usage statistics of p_user_id at p_at (UTC days and months); only public.get_usage_statistics() calls it.';

-- The account page's one read: the caller's own figures, nobody else's. There is no argument
-- to name another user; the caller must be signed in and still on the approval list.
create function public.get_usage_statistics()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_email text;
begin
  if v_user_id is null then
    raise exception 'Sign in to see your usage statistics.' using errcode = '42501';
  end if;
  select users.email into v_email from auth.users as users where users.id = v_user_id;
  if not public.is_email_allowed(v_email) then
    raise exception 'This account isn''t approved for beta access.' using errcode = '42501';
  end if;
  return public.usage_statistics_of(v_user_id, now());
end;
$$;

comment on function public.get_usage_statistics() is
  'The signed-in, approved caller''s usage statistics (calls, tokens, 14 days, engines, quota left).';

revoke execute on function public.usage_latency_bucket(integer),
  public.usage_latency_bucket_floor(smallint),
  public.apply_usage_rollups(public.usage_events[], integer),
  public.usage_events_follow_rollups(),
  public.usage_statistics_of(uuid, timestamptz),
  public.get_usage_statistics()
  from public, anon, authenticated, service_role;
grant execute on function public.get_usage_statistics() to authenticated;
