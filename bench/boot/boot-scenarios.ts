import type { MockVendorProcess } from '../shared/mock-vendor-process.ts';
import { type BootSession, type BootTarget, startBootSession } from './boot-session.ts';

/**
 * A draft a user could send first: wordy (the offline engine has work), with an e-mail address
 * and a phone number (the privacy shield masks them before a vendor sees the draft, which loads
 * its validators).
 */
export const firstDraft =
  'We will utilize the survey in order to measure recall prior to the launch. Write to ' +
  'ana.lopez@lab.example.edu or call +1 415 555 0134 before 12 May.';

/** The lane of the mock vendor the function's one remote vendor (`groq`) calls. */
export const vendorLane = 'boot';

export interface Caller {
  token: string;
  publishableKey: string;
}

interface Answer {
  status: number;
  body: { meta?: { vendor?: string; fallback?: boolean } } | null;
  /** performance.now() when the whole answer had arrived. */
  at: number;
}

async function post(session: BootSession, caller: Caller | undefined): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller) {
    headers.apikey = caller.publishableKey;
    headers.authorization = `Bearer ${caller.token}`;
  }
  const response = await fetch(`${session.url}/functions/v1/route`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text: firstDraft }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, at: performance.now() };
}

function expectAnswer(answer: Answer, status: number, what: string, vendor?: string): void {
  const answered = answer.body?.meta?.vendor;
  if (answer.status !== status || (vendor !== undefined && answered !== vendor)) {
    throw new Error(
      `${what}: expected ${status}${vendor ? ` from ${vendor}` : ''}, got ${answer.status} ` +
        `${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
}

/** What one new process took to its first answer. */
export interface FirstAnswer {
  /** From spawn to the first answer, in ms. */
  startMs: number;
  /** CPU used by then (undefined under strace). */
  cpuMs: number | undefined;
  /** Date.now() at the first answer: the moment to split a trace at. */
  answeredAtEpochMs: number;
}

async function firstAnswer(
  session: BootSession,
  ask: () => Promise<{ at: number }>,
): Promise<FirstAnswer> {
  const { at } = await ask();
  const answeredAtEpochMs = Date.now();
  return { startMs: at - session.spawnedAt, cpuMs: await session.cpuMs(), answeredAtEpochMs };
}

/** The bare function: its first answer, then it stops. */
export async function bareRun(target: BootTarget): Promise<FirstAnswer> {
  const session = await startBootSession(target);
  try {
    return await firstAnswer(session, async () => {
      const response = await fetch(session.url);
      await response.text();
      return { at: performance.now() };
    });
  } finally {
    await session.stop();
  }
}

export interface OfflineRun extends FirstAnswer {
  /** CPU the first offline refinement took, from the first answer to its own. */
  refineCpuMs: number | undefined;
  refineWallMs: number;
  refinedAtEpochMs: number;
  heapUsedBytes: number;
}

/** No vendor key: a 401 first (the first answer), then a first offline refinement. */
export async function offlineRun(target: BootTarget, caller: Caller): Promise<OfflineRun> {
  const session = await startBootSession(target);
  try {
    const first = await firstAnswer(session, async () => {
      const answer = await post(session, undefined);
      expectAnswer(answer, 401, 'a request without a token');
      return answer;
    });
    const startedAt = performance.now();
    const refined = await post(session, caller);
    expectAnswer(refined, 200, 'the first refinement', 'local');
    const refinedAtEpochMs = Date.now();
    const cpuAfter = await session.cpuMs();
    return {
      ...first,
      refineCpuMs:
        cpuAfter === undefined || first.cpuMs === undefined ? undefined : cpuAfter - first.cpuMs,
      refineWallMs: refined.at - startedAt,
      refinedAtEpochMs,
      heapUsedBytes: await session.heapUsedBytes(),
    };
  } finally {
    await session.stop();
  }
}

export interface VendorRun extends FirstAnswer {
  /** Date.now() once the first offline refinement and the first vendor answer were both done. */
  bothDoneAtEpochMs: number;
  /** CPU from the first answer to the end of both. */
  bothCpuMs: number | undefined;
  heapUsedBytes: number;
}

/**
 * One remote vendor (the mock, as `groq`): a 401 first, then a draft the vendor fails (503), so
 * the offline engine answers it (the first vendor call and the first offline refinement), then
 * a draft the vendor answers.
 */
export async function vendorRun(
  target: BootTarget,
  caller: Caller,
  mock: MockVendorProcess,
): Promise<VendorRun> {
  await mock.setLane(vendorLane, { fault: 'status', status: 503 });
  const session = await startBootSession(target);
  try {
    const first = await firstAnswer(session, async () => {
      const answer = await post(session, undefined);
      expectAnswer(answer, 401, 'a request without a token');
      return answer;
    });
    const fallback = await post(session, caller);
    expectAnswer(fallback, 200, 'a draft the vendor failed', 'local');
    await mock.setLane(vendorLane, { fault: 'none' });
    const answered = await post(session, caller);
    expectAnswer(answered, 200, 'a draft the vendor answered', 'groq');
    const bothDoneAtEpochMs = Date.now();
    const cpuAfter = await session.cpuMs();
    return {
      ...first,
      bothDoneAtEpochMs,
      bothCpuMs:
        cpuAfter === undefined || first.cpuMs === undefined ? undefined : cpuAfter - first.cpuMs,
      heapUsedBytes: await session.heapUsedBytes(),
    };
  } finally {
    await session.stop();
  }
}
