-- Why the judge refused vendor replies for each message, counted by reason
-- ({"claims_overstated": 2, "facts_lost": 1}; the reasons of the route function's judge), never
-- a word of a reply. A refused reply is failed over like a vendor error, so the row's outcome
-- alone cannot tell how often a vendor was refused for losing a number of the draft, or for
-- turning "was associated with" into "reduces". Null when no reply was refused: the route
-- function writes it with the rest of the row, and a user reads it on their own rows as they
-- read the others (the table's grants and row-level security cover the new column as they are).
-- The usage roll-ups do not sum it.
--
-- The check holds the column to counts: an object of the known reasons, each a whole number from
-- 1 to 1,000 (a message is tried by a handful of vendors), so no text can be stored in it. A new
-- reason needs a migration that widens it.
alter table public.usage_events
  add column rejections jsonb
    constraint usage_events_rejection_counts check (
      jsonb_typeof(rejections) = 'object'
      and rejections <> '{}'::jsonb
      and rejections
        - array['unparseable', 'off_topic', 'placeholders_lost', 'facts_lost', 'claims_overstated']
        = '{}'::jsonb
      and not jsonb_path_exists(
        rejections,
        '$.* ? (@.type() != "number" || @ < 1 || @ > 1000 || @ != @.floor())'
      )
    );

comment on column public.usage_events.rejections is
  'Vendor replies the judge refused for this message, counted by reason; null when none were. Never text.';
