import { expect } from 'vitest';
import {
  addCounts,
  readCounts,
  sendHostile,
  settleCounts,
  type HostileReply,
  type HostileRequest,
} from './hostile-client';
import { expectReply, type ExpectedReply } from './reply-shapes';
import { noCreations, type StackCounts } from './stack-counts';

/**
 * One row of an attack table: the request (parts of it chosen when it runs, from the file's
 * fixtures), the documented answer, and what it may create — nothing, unless said.
 */
export interface HostileCase<Fixtures = undefined> {
  name: string;
  method?: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer> | ((fixtures: Fixtures) => string);
  headers?: Record<string, string | null> | ((fixtures: Fixtures) => Record<string, string | null>);
  bearer?: (fixtures: Fixtures) => string;
  expected: ExpectedReply;
  creates?: Partial<StackCounts>;
}

/**
 * Sends the case, checks the answer, then checks that users, e-mails and usage rows grew by
 * exactly what the case allows (usually nothing).
 */
export async function runHostileCase<Fixtures>(
  hostileCase: HostileCase<Fixtures>,
  fixtures: Fixtures,
): Promise<HostileReply> {
  const before = await readCounts();
  const request: HostileRequest = {
    method: hostileCase.method,
    path: hostileCase.path,
    body: typeof hostileCase.body === 'function' ? hostileCase.body(fixtures) : hostileCase.body,
    headers:
      typeof hostileCase.headers === 'function'
        ? hostileCase.headers(fixtures)
        : hostileCase.headers,
    bearer: hostileCase.bearer?.(fixtures),
  };
  const reply = await sendHostile(request, 'attack');
  expectReply(reply, hostileCase.expected);
  const expected = addCounts(before, hostileCase.creates ?? noCreations);
  expect(await settleCounts(expected)).toEqual(expected);
  return reply;
}

/** Test titles that carry the documented answer: `a 1 MB body → 413 request_too_large`. */
export function titled<Fixtures>(
  cases: ReadonlyArray<HostileCase<Fixtures>>,
): Array<[string, HostileCase<Fixtures>]> {
  return cases.map((hostileCase) => {
    const { status, code, message, value } = hostileCase.expected;
    const detail =
      typeof code === 'string'
        ? code
        : typeof message === 'string'
          ? message
          : value === undefined
            ? ''
            : JSON.stringify(value);
    const outcome = [status, detail];
    return [`${hostileCase.name} → ${outcome.join(' ').trim()}`, hostileCase];
  });
}
