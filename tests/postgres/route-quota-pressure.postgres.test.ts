import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPool, createUsers } from './support/quota-calls';
import { runPgbench, type PgbenchScript } from './support/pgbench-run';
import { waitForRoomInWindow } from './support/quota-workload';

const endpoint = inject('postgres');
const usersPerGroup = 10;
const seconds = 10;
/** Minute-bound users get this many a minute (and a day of plenty); day-bound ones the reverse. */
const groups = {
  minute: { first: 1, perMinute: 40, perDay: 1_000_000 },
  day: { first: 1 + usersPerGroup, perMinute: 1_000_000, perDay: 25 },
} as const;
let admin: pg.Pool;

// Every decision is logged by the same statement that asked for it, with when the statement
// started and when the answer was written, so the checks below read the database's own record.
const pressureSchema = `
create schema quota_pressure;
create table quota_pressure.users (n integer primary key, id uuid not null);
create table quota_pressure.decisions (
  user_id uuid not null, grp text not null, allowed boolean not null, retry_after integer not null,
  started_at timestamptz not null, logged_at timestamptz not null
);
grant usage on schema quota_pressure to service_role;
grant select on quota_pressure.users to service_role;
grant insert on quota_pressure.decisions to service_role;
`;

function singleScript(group: keyof typeof groups): PgbenchScript {
  const { first, perMinute, perDay } = groups[group];
  return {
    name: `single-${group}`,
    weight: 3,
    sql: `\\set u random(${first}, ${first + usersPerGroup - 1})
insert into quota_pressure.decisions
select u.id, '${group}', (call.d ->> 'allowed')::boolean, (call.d ->> 'retry_after_seconds')::integer,
       statement_timestamp(), clock_timestamp()
from quota_pressure.users as u,
     lateral (select public.consume_route_quota(u.id, ${perMinute}, ${perDay}) as d) as call
where u.n = :u;
`,
  };
}

function batchScript(group: keyof typeof groups): PgbenchScript {
  const { first, perMinute, perDay } = groups[group];
  const picks = ['a', 'b', 'c', 'd', 'e'];
  return {
    name: `batch-${group}`,
    weight: 1,
    sql: `${picks.map((pick) => `\\set ${pick} random(${first}, ${first + usersPerGroup - 1})`).join('\n')}
insert into quota_pressure.decisions
select zipped.id, '${group}', (zipped.d ->> 'allowed')::boolean,
       (zipped.d ->> 'retry_after_seconds')::integer, statement_timestamp(), clock_timestamp()
from (select array_agg(u.id order by pick.position) as ids
      from unnest(array[${picks.map((pick) => `:${pick}`).join(', ')}]) with ordinality as pick (n, position)
      join quota_pressure.users as u on u.n = pick.n) as batch,
     lateral (select public.consume_route_quota_batch(batch.ids, ${perMinute}, ${perDay}) as ds) as call,
     lateral rows from (unnest(batch.ids), jsonb_array_elements(call.ds)) as zipped (id, d);
`,
  };
}

beforeAll(async () => {
  admin = adminPool(endpoint);
  await admin.query(pressureSchema);
  const ids = await createUsers(admin, usersPerGroup * 2);
  await admin.query(
    'insert into quota_pressure.users select n, id from unnest($1::uuid[]) with ordinality as user_ids (id, n)',
    [ids],
  );
});

afterAll(async () => {
  await admin?.end();
});

describe('the route quota under pgbench pressure', () => {
  it(`admits exactly each user's limit with 16 clients hammering single calls and batches for ${seconds} s`, async () => {
    // Minute-bound users are counted exactly only within one minute: start with room for the run.
    await waitForRoomInWindow(60_000, (seconds + 20) * 1000);
    const result = await runPgbench(endpoint, {
      scripts: [
        singleScript('minute'),
        batchScript('minute'),
        singleScript('day'),
        batchScript('day'),
      ],
      clients: 16,
      seconds,
    });
    expect(result.exitCode, result.output).toBe(0);
    expect(result.abortedClients, result.output).toBe(false);
    expect(result.failedTransactions, 'deadlocks or other errors').toBe(0);

    const { rows: span } = await admin.query<{ minutes: number }>(
      "select count(distinct date_trunc('minute', logged_at))::int as minutes from quota_pressure.decisions",
    );
    expect(span[0]?.minutes, 'the run stayed in one minute').toBe(1);

    const { rows: perUser } = await admin.query<{
      grp: string;
      attempts: number;
      admitted: number;
      minute_count: number;
      day_count: number;
    }>(`
      select d.grp, count(*)::int as attempts, count(*) filter (where d.allowed)::int as admitted,
             q.minute_count, q.day_count
      from quota_pressure.decisions as d
      join public.route_quota as q on q.user_id = d.user_id
      group by d.user_id, d.grp, q.minute_count, q.day_count`);
    expect(perUser).toHaveLength(usersPerGroup * 2);
    for (const user of perUser) {
      const limit = user.grp === 'minute' ? groups.minute.perMinute : groups.day.perDay;
      expect(user.attempts, 'enough pressure to reach the limit').toBeGreaterThan(limit * 2);
      expect(user.admitted).toBe(limit);
      expect(user.day_count, 'no lost count').toBe(limit);
    }

    // Retry-After: from when the answer was written (lower bound) and when the statement started
    // (upper bound) to the end of the window, rounded up; at least 1.
    const { rows: inconsistent } = await admin.query(`
      with refused as (
        select *, case grp
          when 'minute' then date_trunc('minute', started_at) + interval '1 minute'
          else ((started_at at time zone 'utc')::date + 1)::timestamp at time zone 'utc'
        end as window_end
        from quota_pressure.decisions where not allowed
      )
      select * from refused
      where retry_after < greatest(1, ceil(extract(epoch from window_end - logged_at)))
         or retry_after > ceil(extract(epoch from window_end - started_at))`);
    expect(inconsistent).toEqual([]);
  }, 120_000);
});
