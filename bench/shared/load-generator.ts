import { info, judged, type Row } from './bench-result.ts';
import { formatDecimal, ms } from './format.ts';
import { percentile, round2 } from './statistics.ts';

/** One request a connection sends. */
export interface LoadRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whether a 2xx body is the answer asked for: a 200 carrying anything else is not. */
  isAnswer?(body: string): boolean;
}

export interface LoadPlan {
  /** Requests in flight at once: each connection sends its next when the last is answered. */
  connections: number;
  /** Sends this many in all… */
  requests?: number;
  /** …or sends for this many seconds, then waits for the requests still in flight. */
  seconds?: number;
  /** The requests of connection `index`, sent in turn. */
  requestsFor(index: number): readonly LoadRequest[];
  /** A request unanswered after this long is given up and counted as lost (default 30 s). */
  timeoutSeconds?: number;
  /** Reads an answer (default: its text); what it returns is the answer's body. */
  read?(response: Response): Promise<string>;
  /** Keep each answer's body (else they are checked and dropped). */
  keepBodies?: boolean;
}

/** One answered request: its status, when it was sent and read (performance.now()), its body. */
export interface Answer {
  status: number;
  sentAt: number;
  doneAt: number;
  body: string;
  serverTiming: string | null;
}

export interface LoadRun {
  sent: number;
  /** In the order they completed; `body` is empty unless the plan keeps bodies. */
  answers: Answer[];
  statuses: Record<string, number>;
  /** 2xx answers whose body was not the answer asked for. */
  notAnswers: number;
  /** Requests with no answer, by cause: `timeout`, `ECONNRESET`… */
  lost: Record<string, number>;
  /** The first few distinct bodies of non-2xx answers, so a count of failures can say what. */
  failureBodies: string[];
  /** The window (or the whole run), and answers that arrived within it. */
  windowMs: number;
  answeredInWindow: number;
}

/**
 * The one load generator of the benchmarks, on fetch so it runs on Node and on Deno alike:
 * `connections` callers send requests back to back, a fixed number in all or for a time window.
 * After a window, requests already sent are waited for (up to their time limit), so
 * `sent − answered` counts only requests the server never answered.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadRun> {
  const run: LoadRun = {
    sent: 0,
    answers: [],
    statuses: {},
    notAnswers: 0,
    lost: {},
    failureBodies: [],
    windowMs: 0,
    answeredInWindow: 0,
  };
  const startedAt = performance.now();
  const endsAt = plan.seconds === undefined ? Infinity : startedAt + plan.seconds * 1000;
  const more = () =>
    plan.requests === undefined ? performance.now() < endsAt : run.sent < plan.requests;
  const connection = async (index: number) => {
    const requests = plan.requestsFor(index);
    for (let turn = 0; more(); turn++) {
      await send(plan, requests[turn % requests.length]!, run);
    }
  };
  const connections = Math.min(plan.connections, plan.requests ?? Infinity);
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  run.windowMs = plan.seconds === undefined ? performance.now() - startedAt : plan.seconds * 1000;
  run.answeredInWindow = run.answers.filter((answer) => answer.doneAt <= endsAt).length;
  return run;
}

async function send(plan: LoadPlan, request: LoadRequest, run: LoadRun): Promise<void> {
  run.sent++;
  const sentAt = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout((plan.timeoutSeconds ?? 30) * 1000),
    });
    const body = await (plan.read ? plan.read(response) : response.text());
    const answer = {
      status: response.status,
      sentAt,
      doneAt: performance.now(),
      body: plan.keepBodies ? body : '',
      serverTiming: response.headers.get('server-timing'),
    };
    run.answers.push(answer);
    run.statuses[answer.status] = (run.statuses[answer.status] ?? 0) + 1;
    const ok = response.status >= 200 && response.status < 300;
    if (ok && request.isAnswer && !request.isAnswer(body)) run.notAnswers++;
    if (!ok && run.failureBodies.length < 5 && !run.failureBodies.includes(body)) {
      run.failureBodies.push(body);
    }
  } catch (error) {
    const { name, cause } = error as { name?: string; cause?: { code?: string } };
    const why = name === 'TimeoutError' ? 'timeout' : (cause?.code ?? name ?? 'error');
    run.lost[why] = (run.lost[why] ?? 0) + 1;
  }
}

export const latencies = (answers: readonly Answer[]) =>
  answers.map((answer) => answer.doneAt - answer.sentAt);

export const answered = (run: LoadRun) => run.answers.length;

/** `auth;dur=4.3, quota;dur=24.6` → its `quota` duration, 24.6; NaN without one. */
export function timingOf(header: string | null, name: string): number {
  for (const entry of (header ?? '').split(',')) {
    const [entryName, ...parameters] = entry.split(';').map((part) => part.trim());
    const duration = parameters.find((parameter) => parameter.startsWith('dur='));
    if (entryName === name && duration) return Number(duration.slice(4));
  }
  return Number.NaN;
}

/** What a run of fixed count comes to: p50 / p99 of the answered, and how many failed. */
export function latencySummary(run: LoadRun) {
  const times = latencies(run.answers);
  const succeeded = run.answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  return {
    requests: run.sent,
    p50Ms: round2(percentile(times, 50)),
    p99Ms: round2(percentile(times, 99)),
    requestsPerSecond: Math.round(run.answers.length / (run.windowMs / 1000)),
    /** Non-2xx answers, 2xx that were not the answer, and requests never answered. */
    failed: run.sent - succeeded.length + run.notAnswers,
  };
}

/** A latency shown for context; with failed requests it is no valid measurement, so missed. */
export function latencyRow(measure: string, summary: ReturnType<typeof latencySummary>): Row {
  const figure = `${formatDecimal(summary.p50Ms)} / ${ms(summary.p99Ms)}`;
  return summary.failed === 0
    ? info(measure, figure)
    : judged(measure, `${figure}, ${summary.failed} failed`, 'every request answered', false);
}
