-- What the privacy shield kept from the AI vendors for each message, counted by kind
-- ({"email": 1, "phone": 2}; the keys of the route function's meta.withheld), never a value.
-- Null when nothing was kept back: the shield off (PRIVACY_SHIELD=off), the offline engine as
-- the only engine, or a draft with no sensitive value. It tells an operator how often the shield
-- acts and on what, without a word of any message; the route function writes it with the rest
-- of the row, and a user reads it on their own rows as they read the others (the table's grants
-- and row-level security cover the new column as they are). The usage roll-ups do not sum it.
--
-- The check holds the column to counts: an object of the known kinds, each a whole number from
-- 1 to 1,000,000, so no text can be stored in it. A new kind needs a migration that widens it.
alter table public.usage_events
  add column withheld jsonb
    constraint usage_events_withheld_counts check (
      jsonb_typeof(withheld) = 'object'
      and withheld <> '{}'::jsonb
      and withheld - array['email', 'phone', 'card', 'iban', 'ssn', 'ip', 'link', 'secret', 'private']
        = '{}'::jsonb
      and not jsonb_path_exists(
        withheld,
        '$.* ? (@.type() != "number" || @ < 1 || @ > 1000000 || @ != @.floor())'
      )
    );

comment on column public.usage_events.withheld is
  'Values the privacy shield kept from the vendors, counted by kind; null when none were. Never a value.';
