import autocannon from 'autocannon';
import { emptyLoadSamples, type LoadSamples } from './load-figures';

/** One request a connection sends; each connection cycles through its own list. */
export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Whether a 2xx body is the right answer: a 200 carrying anything else counts as invalid. */
  isValidAnswer(body: string): boolean;
}

/** What to drive, how hard and for how long. */
export interface LoadPlan {
  /** The server's origin, e.g. `http://127.0.0.1:54321`. */
  origin: string;
  connections: number;
  windowSeconds: number;
  /** The requests of connection `index` (its user, its drafts). */
  requestsFor(index: number): LoadRequest[];
  /** A request unanswered after this long is given up and counted as lost. */
  requestTimeoutSeconds: number;
}

/**
 * Fields of autocannon 9's Client that its typings leave out. The drain sets `responseMax`, the
 * same per-connection request cap that `amount` and `maxConnectionRequests` set.
 */
interface DrainableClient extends autocannon.Client {
  reqsMade: number;
  responseMax?: number;
  pipelinedRequests: { clear(): void };
}

/**
 * Keeps `connections` keep-alive connections busy for `windowSeconds`, then lets every request
 * already sent finish (autocannon alone would cut them off, and they would look lost), so
 * `sent − answered` counts only requests the server failed to answer. The hard stop is a safety
 * net a few seconds past the request timeout.
 */
export async function driveLoad(plan: LoadPlan): Promise<LoadSamples> {
  const clients: DrainableClient[] = [];
  const samples = emptyLoadSamples({
    connections: plan.connections,
    windowMs: plan.windowSeconds * 1000,
  });
  const startedAt = performance.now();
  const instance = autocannon({
    url: plan.origin,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: plan.connections,
    duration: plan.windowSeconds + plan.requestTimeoutSeconds + 10,
    timeout: plan.requestTimeoutSeconds,
    setupClient: (client) => {
      const index = clients.push(client as DrainableClient) - 1;
      watchClient(client as DrainableClient, { index, plan, samples, startedAt });
    },
  });
  const drain = setTimeout(() => {
    for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
  }, samples.windowMs);
  try {
    const result = await instance;
    samples.transportErrors = result.errors - result.timeouts;
    samples.timeouts = result.timeouts;
    return samples;
  } finally {
    clearTimeout(drain);
  }
}

/** Gives connection `index` its requests and records everything it sends and receives. */
function watchClient(
  client: DrainableClient,
  context: { index: number; plan: LoadPlan; samples: LoadSamples; startedAt: number },
): void {
  const { samples } = context;
  client.setRequests(
    context.plan.requestsFor(context.index).map(({ isValidAnswer, ...request }) => ({
      method: 'POST' as const,
      ...request,
      onResponse: (status: number, body: string, _context: unknown, headers: unknown) => {
        recordAnswer(samples, { status, body, headers, isValidAnswer });
      },
    })),
  );
  client.on('response', (_status: number, _bytes: number, responseTimeMs: number) => {
    samples.latenciesMs.push(responseTimeMs);
    samples.elapsedMs = performance.now() - context.startedAt;
    if (samples.elapsedMs <= samples.windowMs) samples.answeredInWindow++;
  });
  // 'request' (each request written) and 'connError' are emitted by autocannon 9 but missing
  // from its typings.
  const emitter: NodeJS.EventEmitter = client;
  emitter.on('request', () => samples.sent++);
  emitter.on('connError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    samples.transportErrorCodes[code] = (samples.transportErrorCodes[code] ?? 0) + 1;
    // autocannon reconnects and sends the next request but keeps the failed one queued, so
    // every later answer on this connection would be timed from, and checked against, the
    // request before it. The failed request is lost either way: forget it.
    client.pipelinedRequests.clear();
  });
}

function recordAnswer(
  samples: LoadSamples,
  answer: {
    status: number;
    body: string;
    headers: unknown;
    isValidAnswer: LoadRequest['isValidAnswer'];
  },
): void {
  const key = String(answer.status);
  samples.statusCounts[key] = (samples.statusCounts[key] ?? 0) + 1;
  if (answer.status >= 200 && answer.status < 300 && !answer.isValidAnswer(answer.body)) {
    samples.invalidAnswers++;
  }
  const headers = Object.entries((answer.headers ?? {}) as Record<string, unknown>);
  const timing = headers.find(([name]) => name.toLowerCase() === 'server-timing')?.[1];
  if (typeof timing === 'string') samples.serverTimings.push(timing);
}
