-- Local-only demo data, applied by `supabase db reset` and by the embedded stack on its first
-- start (never deployed). See README.md "The approval list".
insert into public.beta_allowlist (entry, note) values
  ('demo@associate.test', 'Local demo account'),
  ('researcher@lab.example.edu', 'Local demo researcher'),
  ('@demo.associate.test', 'Local demo domain: any address @demo.associate.test')
on conflict (entry) do nothing;
