-- One row per message the route function handled: who, when, which vendor and model, how long,
-- how many tokens and how it ended. Written by the function after its response (service_role);
-- each user may read only their own rows (the Account page's usage statistics).
create table public.usage_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  vendor text not null check (char_length(vendor) between 1 and 64),
  model text not null check (char_length(model) between 1 and 200),
  latency_ms integer not null check (latency_ms >= 0),
  input_tokens integer check (input_tokens >= 0),
  output_tokens integer check (output_tokens >= 0),
  outcome text not null check (outcome in ('ok', 'fallback', 'failed')),
  request_id text check (char_length(request_id) <= 64)
);

comment on table public.usage_events is
  'Route function usage per message; users read their own rows, only the function writes.';

create index usage_events_user_created_idx on public.usage_events (user_id, created_at desc);

alter table public.usage_events enable row level security;

create policy "Users read their own usage"
  on public.usage_events
  for select
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.usage_events from public, anon, authenticated;
grant select on table public.usage_events to authenticated;
grant select, insert, delete on table public.usage_events to service_role;
