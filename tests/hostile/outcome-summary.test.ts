import { describe, expect, it } from 'vitest';
import { formatOutcomeSummary, summariseOutcomes } from './outcome-summary';

describe('hostile outcome summary', () => {
  const records = [
    { endpoint: 'POST /functions/v1/route', kind: 'attack', status: 400 },
    { endpoint: 'POST /functions/v1/route', kind: 'attack', status: 400 },
    { endpoint: 'POST /functions/v1/route', kind: 'property', status: 200 },
    { endpoint: 'POST /auth/v1/signup', kind: 'attack', status: 403 },
    { endpoint: 'POST /auth/v1/signup', kind: 'follow-up', status: 200 },
  ] as const;

  it('counts every request by endpoint, kind and status', () => {
    const summary = summariseOutcomes(records);

    expect(summary.statuses).toEqual([200, 400, 403]);
    expect(summary.totals).toEqual({ attack: 3, property: 1, 'follow-up': 1 });
    expect(summary.fiveHundreds).toBe(0);
    expect(summary.rows.map((row) => [row.endpoint, row.kind, row.byStatus, row.total])).toEqual([
      ['POST /auth/v1/signup', 'attack', { 403: 1 }, 1],
      ['POST /auth/v1/signup', 'follow-up', { 200: 1 }, 1],
      ['POST /functions/v1/route', 'attack', { 400: 2 }, 2],
      ['POST /functions/v1/route', 'property', { 200: 1 }, 1],
    ]);
  });

  it('prints one aligned row per endpoint and kind, a total row and the 5xx count', () => {
    const text = formatOutcomeSummary(summariseOutcomes(records));

    expect(text.split('\n')).toEqual([
      'Hostile input: 3 attack cases, 1 property runs, 1 follow-up requests, 0 answered 5xx',
      'endpoint                  kind       200  400  403  total',
      'POST /auth/v1/signup      attack       ·    ·    1      1',
      'POST /auth/v1/signup      follow-up    1    ·    ·      1',
      'POST /functions/v1/route  attack       ·    2    ·      2',
      'POST /functions/v1/route  property     1    ·    ·      1',
      'all endpoints                          2    2    1      5',
    ]);
  });

  it('counts answers of 500 and above apart, so a crash cannot hide in the table', () => {
    const summary = summariseOutcomes([
      { endpoint: 'GET /auth/v1/user', kind: 'attack', status: 500 },
      { endpoint: 'GET /auth/v1/user', kind: 'attack', status: 503 },
    ]);

    expect(summary.fiveHundreds).toBe(2);
  });
});
