-- The Privacy Policy promises that usage logs are kept for at most 12 months. This function
-- deletes the usage_events rows older than that, oldest first, in bounded batches so that any
-- caller pays a bounded cost. The route function calls it now and then after a response (with
-- the secret key); a hosted project can also run it on a schedule with pg_cron (README).
create index usage_events_created_at_idx on public.usage_events (created_at);

create function public.purge_expired_usage_events(p_batch_size integer default 5000)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  if p_batch_size is null or p_batch_size < 1 or p_batch_size > 100000 then
    raise exception 'purge_expired_usage_events: p_batch_size must be between 1 and 100000'
      using errcode = '22023';
  end if;

  -- Two sweeps at once may pick the same rows: the second waits for the first and then finds
  -- them gone, so nothing is deleted twice and nothing needs an update grant (for update would).
  delete from public.usage_events
  where id in (
    select id
    from public.usage_events
    where created_at < now() - interval '12 months'
    order by created_at
    limit p_batch_size
  );
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;

comment on function public.purge_expired_usage_events(integer) is
  'Deletes up to p_batch_size usage_events rows older than 12 months (Privacy Policy retention); returns how many. service_role only.';

revoke execute on function public.purge_expired_usage_events(integer)
  from public, anon, authenticated;
grant execute on function public.purge_expired_usage_events(integer) to service_role;
