-- Is this e-mail address approved for the beta? True when the list holds the exact address or its
-- domain as '@domain'. Case and surrounding whitespace do not matter; null, empty and malformed
-- input is simply not approved. The browser asks before sign-up and after every sign-in; the
-- auth hook and the route function ask the same question server-side.
create function public.is_email_allowed(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with candidate as (
    select lower(btrim(p_email, E' \t\r\n')) as email
  )
  select coalesce(
    (
      select exists (
        select 1
        from public.beta_allowlist as allowed
        where allowed.entry = candidate.email
           or allowed.entry = '@' || split_part(candidate.email, '@', 2)
      )
      from candidate
      where char_length(candidate.email) <= 320
        and candidate.email ~ '^[^@[:space:]]+@[^@[:space:].]+(\.[^@[:space:].]+)+$'
    ),
    false
  );
$$;

comment on function public.is_email_allowed(text) is
  'True when p_email (any case, surrounding whitespace ignored) is on public.beta_allowlist as an address or an @domain entry.';

revoke execute on function public.is_email_allowed(text) from public;
grant execute on function public.is_email_allowed(text)
  to anon, authenticated, service_role, supabase_auth_admin;
