import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCounts,
  readCounts,
  sendHostile,
  settleCounts,
  type HostileReply,
  type HostileRequest,
} from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { expectReply, type ExpectedReply } from './reply-shapes';
import { noCreations, type StackCounts } from './stack-counts';

/**
 * One row of an attack table: the request (parts of it chosen when it runs, from the file's
 * fixtures), the documented answer, and what it may create — nothing, unless said.
 */
export interface HostileCase<Fixtures = unknown> {
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

/** Rows for one endpoint: a name, the raw body, the documented answer and any header changes. */
export const rowsFor =
  (path: string) =>
  (
    name: string,
    body: string,
    expected: ExpectedReply,
    headers?: Record<string, string | null>,
  ): HostileCase => ({ name, path, body, expected, headers });

/** One test a row, titled with its answer; `fixtures` is read as each test runs (after setup). */
export function itAnswersEachCase<Fixtures>(
  cases: ReadonlyArray<HostileCase<Fixtures>>,
  fixtures: () => Fixtures,
): void {
  it.each(titled(cases))('%s', async (_, hostileCase) => {
    await runHostileCase(hostileCase, fixtures());
  });
}

/** One describe a named group of rows (`[title, cases]`), sharing the same fixtures. */
export function describeCaseGroups<Fixtures>(
  groups: ReadonlyArray<[title: string, cases: ReadonlyArray<HostileCase<Fixtures>>]>,
  fixtures: () => Fixtures,
): void {
  for (const [title, cases] of groups) {
    describe(title, () => {
      itAnswersEachCase(cases, fixtures);
    });
  }
}

/**
 * The usual attack file: a fresh signed-in user (`hostile-<userLabel>`) as the fixtures, one test
 * a row, then a check that the stack still serves that user's next valid requests.
 */
export function describeAttackTable(
  title: string,
  table: { userLabel: string; cases: ReadonlyArray<HostileCase<SignedInUser>> },
): void {
  describe(title, () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await signedInUser(table.userLabel);
    });

    itAnswersEachCase(table.cases, () => user);

    it('still serves the next valid requests', async () => {
      await expectStackStillServes(user);
    });
  });
}
