import type { MockVendorProcess } from '../mock-vendor-process.ts';
import { type BootSession, type BootTarget, startBootSession } from './boot-session.ts';

/**
 * A draft a user could send first: wordy (the offline engine has work), with an e-mail address
 * and a phone number (the privacy shield masks them before a vendor sees the draft, which loads
 * its validators).
 */
export const firstDraft =
  'We will utilize the survey in order to measure recall prior to the launch. Write to ' +
  'ana.lopez@lab.example.edu or call +1 415 555 0134 before 12 May.';

/**
 * The same draft with a PubMed id where the phone number was: the shield still masks the
 * address, and a run of eight digits is no phone number by its shape, so libphonenumber-js is
 * never asked and never loads.
 */
export const draftWithoutPhone =
  'We will utilize the survey in order to measure recall prior to the launch (PMID 31234567). ' +
  'Write to ana.lopez@lab.example.edu before 12 May.';

/**
 * A draft with nothing for the engine to change: its first refinement costs what loading and
 * first running the code costs, whatever the draft, so beside `firstDraft` it says how much of
 * a first refinement the draft itself costs.
 */
export const oneWordDraft = 'Thanks.';

/** The lane of the mock vendor the function's one remote vendor (`groq`) calls. */
export const vendorLane = 'boot';

export interface Caller {
  token: string;
  publishableKey: string;
}

export interface Answer {
  status: number;
  body: { meta?: { vendor?: string; fallback?: boolean } } | null;
  /** performance.now() when the whole answer had arrived. */
  at: number;
}

export async function postToRoute(
  session: BootSession,
  caller: Caller | undefined,
  draft = firstDraft,
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller) {
    headers.apikey = caller.publishableKey;
    headers.authorization = `Bearer ${caller.token}`;
  }
  const response = await fetch(`${session.url}/functions/v1/route`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text: draft }),
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

/** The route's first answer: a 401 to a request without a token. */
function firstRefusal(session: BootSession): Promise<FirstAnswer> {
  return firstAnswer(session, async () => {
    const answer = await postToRoute(session, undefined);
    expectAnswer(answer, 401, 'a request without a token');
    return answer;
  });
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
  /** The same, on the main thread alone (process-cpu.ts: what the Edge Runtime's limit counts). */
  refineMainThreadCpuMs: number | undefined;
  refineWallMs: number;
  refinedAtEpochMs: number;
  heapUsedBytes: number;
}

/** No vendor key: a 401 first (the first answer), then a first offline refinement of `draft`. */
export async function offlineRun(
  target: BootTarget,
  caller: Caller,
  draft = firstDraft,
): Promise<OfflineRun> {
  const session = await startBootSession(target);
  try {
    const first = await firstRefusal(session);
    const mainThreadBefore = await session.mainThreadCpuMs();
    const startedAt = performance.now();
    const refined = await postToRoute(session, caller, draft);
    expectAnswer(refined, 200, 'the first refinement', 'local');
    const refinedAtEpochMs = Date.now();
    const cpuAfter = await session.cpuMs();
    const mainThreadAfter = await session.mainThreadCpuMs();
    return {
      ...first,
      refineCpuMs:
        cpuAfter === undefined || first.cpuMs === undefined ? undefined : cpuAfter - first.cpuMs,
      refineMainThreadCpuMs:
        mainThreadAfter === undefined || mainThreadBefore === undefined
          ? undefined
          : mainThreadAfter - mainThreadBefore,
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
  draft = firstDraft,
): Promise<VendorRun> {
  await mock.setLane(vendorLane, { fault: 'status', status: 503 });
  const session = await startBootSession(target);
  try {
    const first = await firstRefusal(session);
    const fallback = await postToRoute(session, caller, draft);
    expectAnswer(fallback, 200, 'a draft the vendor failed', 'local');
    await mock.setLane(vendorLane, { fault: 'none' });
    const answered = await postToRoute(session, caller, draft);
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

export interface WokenRun extends FirstAnswer {
  /** CPU from the first answer until the wake's work after its 204 had settled. */
  wakeCpuMs: number;
  /** From the wake's answer until its work had settled, in ms: how long typing must last. */
  wakeSettledMs: number;
  /** CPU of the first offline refinement, sent once the wake had settled. */
  refineCpuMs: number;
  refineWallMs: number;
}

const settlePollMs = 100;
const settleLimitMs = 10_000;

/**
 * Waits until the process has stopped working: two polls in a row that add under 2 ms of CPU
 * each (what an idle Deno process adds is well below that). Resolves the CPU used by then.
 */
async function settledCpu(session: BootSession): Promise<number> {
  const until = performance.now() + settleLimitMs;
  let last = (await session.cpuMs())!;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, settlePollMs));
    const now = (await session.cpuMs())!;
    quiet = now - last < 2 ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * No vendor key, and the app's wake: a 401 first (the first answer), then a wake
 * (`POST …/route/wake`, as the app sends it when its writer starts a draft); once the work the
 * wake set off has settled, a first offline refinement. Undefined when the function answers no
 * wake (a checkout from before it had one). Needs the process's CPU (no strace).
 */
export async function wokenRun(target: BootTarget, caller: Caller): Promise<WokenRun | undefined> {
  const session = await startBootSession(target);
  try {
    const first = await firstRefusal(session);
    const woken = await fetch(`${session.url}/functions/v1/route/wake`, {
      method: 'POST',
      headers: { apikey: caller.publishableKey, authorization: `Bearer ${caller.token}` },
    });
    await woken.body?.cancel();
    if (woken.status !== 204) return undefined;
    const wokenAt = performance.now();
    const settled = await settledCpu(session);
    const wakeSettledMs = performance.now() - wokenAt - 2 * settlePollMs;
    const startedAt = performance.now();
    const refined = await postToRoute(session, caller);
    expectAnswer(refined, 200, 'the first refinement after a wake', 'local');
    const cpuAfter = (await session.cpuMs())!;
    return {
      ...first,
      wakeCpuMs: settled - first.cpuMs!,
      wakeSettledMs: Math.max(0, wakeSettledMs),
      refineCpuMs: cpuAfter - settled,
      refineWallMs: refined.at - startedAt,
    };
  } finally {
    await session.stop();
  }
}
