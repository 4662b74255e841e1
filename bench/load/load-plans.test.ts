import { describe, expect, it } from 'vitest';
import { emailCheckPlan, isRouteAnswer, loadDrafts, routePlan } from './load-plans';
import { parseLoadArguments } from './load-settings';
import type { LoadUser } from './load-users';

const settings = parseLoadArguments([]);
const users: LoadUser[] = Array.from({ length: 100 }, (_, index) => ({
  email: `load-${index}@demo.associate.test`,
  accessToken: `token-${index}`,
}));

describe('route plan', () => {
  it('gives each of the 100 connections its own signed-in user', () => {
    const plan = routePlan('http://127.0.0.1:1', users, settings);
    const tokens = Array.from(
      { length: plan.connections },
      (_, index) => plan.requestsFor(index)[0]?.headers.authorization,
    );
    expect(plan.connections).toBe(100);
    expect(new Set(tokens).size).toBe(100);
    expect(tokens[42]).toBe('Bearer token-42');
  });

  it('wraps round to the first user when there are more connections than users', () => {
    const plan = routePlan('http://127.0.0.1:1', users.slice(0, 3), settings);
    expect(plan.requestsFor(4)[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('cycles every connection through all the drafts, each starting at a different one', () => {
    const plan = routePlan('http://127.0.0.1:1', users, settings);
    const texts = (index: number) =>
      plan.requestsFor(index).map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(new Set(texts(0))).toEqual(new Set(loadDrafts));
    expect(texts(1)[0]).toBe(loadDrafts[1]);
    expect(plan.requestsFor(0)[0]?.path).toBe('/functions/v1/route');
  });

  it('accepts only a 200 body with a non-empty output as an answer', () => {
    expect(isRouteAnswer('{"output":"REFINED\\nText","meta":{}}')).toBe(true);
    expect(isRouteAnswer('{"output":"   "}')).toBe(false);
    expect(isRouteAnswer('{"error":{"code":"x","message":"y"}}')).toBe(false);
    expect(isRouteAnswer('{"output":')).toBe(false);
    expect(isRouteAnswer('null')).toBe(false);
  });
});

describe('is_email_allowed plan', () => {
  it('runs 200 connections, each checking answers it knows in advance', () => {
    const plan = emailCheckPlan('http://127.0.0.1:1', users, settings);
    const requests = plan.requestsFor(7);
    const expected = requests.map((request) => ({
      email: (JSON.parse(request.body) as { p_email: string }).p_email,
      approved: request.isValidAnswer('true'),
      refused: request.isValidAnswer('false'),
    }));
    expect(plan.connections).toBe(200);
    expect(expected).toEqual([
      { email: 'load-7@demo.associate.test', approved: true, refused: false },
      { email: 'someone-7@not-approved.example.org', approved: false, refused: true },
      { email: 'LOAD-7@DEMO.ASSOCIATE.TEST', approved: true, refused: false },
      { email: '7@sub.demo.associate.test', approved: false, refused: true },
    ]);
    expect(requests[0]?.isValidAnswer('{"code":"PGRST"}')).toBe(false);
  });
});
