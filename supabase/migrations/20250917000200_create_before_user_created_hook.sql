-- Auth's before_user_created hook (config.toml [auth.hook.before_user_created]): Supabase Auth
-- calls it, as supabase_auth_admin, before it creates any user (sign-up, magic link to a new
-- address, invites, OAuth). An address that is not on the approval list gets a 403 and no account.
create function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if public.is_email_allowed(event -> 'user' ->> 'email') then
    return '{}'::jsonb;
  end if;

  return jsonb_build_object(
    'error',
    jsonb_build_object(
      'http_code', 403,
      'message', 'Your account hasn''t been approved yet. Please request access.'
    )
  );
end;
$$;

comment on function public.before_user_created_hook(jsonb) is
  'Auth hook: refuses to create users whose e-mail is not approved (public.is_email_allowed).';

-- Only Auth may call it: an executable hook in public would also be callable at /rest/v1/rpc.
revoke execute on function public.before_user_created_hook(jsonb)
  from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.before_user_created_hook(jsonb) to supabase_auth_admin;
