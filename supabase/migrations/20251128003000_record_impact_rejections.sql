-- The judge refuses one more kind of vendor reply: one that dropped an ask of the draft or its
-- deadline, or changed its greeting or sign-off ("impact_lost"), failed over like a lost number.
-- The usage row counts it with the others, so the check on `rejections` widens to the new reason;
-- everything else about the column (counts only, 1 to 1,000, never text) stays as it was.
alter table public.usage_events
  drop constraint usage_events_rejection_counts;

alter table public.usage_events
  add constraint usage_events_rejection_counts check (
    jsonb_typeof(rejections) = 'object'
    and rejections <> '{}'::jsonb
    and rejections
      - array[
        'unparseable',
        'off_topic',
        'placeholders_lost',
        'facts_lost',
        'claims_overstated',
        'impact_lost'
      ]
      = '{}'::jsonb
    and not jsonb_path_exists(
      rejections,
      '$.* ? (@.type() != "number" || @ < 1 || @ > 1000 || @ != @.floor())'
    )
  );
