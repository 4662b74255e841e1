-- The beta approval list. An entry is one e-mail address (ada@lab.example.edu) or a whole domain
-- written with a leading @ (@lab.example.edu). Entries are stored trimmed and lower-case so a
-- lookup is a plain equality, whoever wrote them and however.
create table public.beta_allowlist (
  id bigint generated always as identity primary key,
  entry text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  constraint beta_allowlist_entry_key unique (entry),
  constraint beta_allowlist_entry_normalised check (entry = lower(btrim(entry))),
  constraint beta_allowlist_entry_format check (
    char_length(entry) <= 320
    and (
      entry ~ '^[^@[:space:]]+@[^@[:space:].]+(\.[^@[:space:].]+)+$'
      or entry ~ '^@[^@[:space:].]+(\.[^@[:space:].]+)+$'
    )
  ),
  constraint beta_allowlist_note_length check (char_length(note) <= 500)
);

comment on table public.beta_allowlist is
  'Who may sign up during the private beta: exact addresses or @domain entries. Read only through public.is_email_allowed().';

-- Normalise before the checks run, so ' Ada@Lab.Example.EDU ' is stored as 'ada@lab.example.edu'.
create function public.beta_allowlist_normalise_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.entry := lower(btrim(new.entry, E' \t\r\n'));
  new.note := btrim(coalesce(new.note, ''));
  return new;
end;
$$;

create trigger beta_allowlist_normalise_entry
before insert or update on public.beta_allowlist
for each row execute function public.beta_allowlist_normalise_entry();

revoke execute on function public.beta_allowlist_normalise_entry() from public, anon, authenticated;

-- Nobody reads or writes the list through the API except the service role (the allowlist tool).
-- Hosted projects no longer grant new tables to the API roles, so every grant here is explicit.
alter table public.beta_allowlist enable row level security;

revoke all on table public.beta_allowlist from public, anon, authenticated;
grant select, insert, update, delete on table public.beta_allowlist to service_role;
