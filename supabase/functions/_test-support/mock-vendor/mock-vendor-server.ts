import {
  type FaultPlan,
  type FaultPlanInput,
  faultPlanSchema,
  seededRandom,
} from './fault-plan.ts';
import {
  type CallTiming,
  emptyStats,
  type LaneStats,
  type ReceivedCall,
  receivedCallsKept,
} from './lane-stats.ts';
import { replyText } from './fault-replies.ts';
import { startResetListener } from './reset-listener.ts';
import { sleep } from './sleep.ts';
import {
  answerSupabase,
  createMockSupabaseState,
  type MockSupabaseState,
} from './mock-supabase-routes.ts';
import { streamedAnswer } from './streamed-answer.ts';
import {
  asksForStream,
  detectWireFormat,
  errorBody,
  extractUserText,
  successBody,
  usageOf,
  type WireFormat,
} from './wire-formats.ts';

/**
 * A running mock: lanes are path prefixes (`/<lane>/v1/chat/completions`), each with its plan. A
 * call that asks for a stream gets one, in its vendor's events (stream-events.ts).
 */
export interface MockVendor {
  url: string;
  /** Same lanes, but every call's connection is dropped before any response byte. */
  resetUrl: string;
  port: number;
  supabase: MockSupabaseState;
  setPlan(lane: string, plan: FaultPlanInput): void;
  stats(lane: string): LaneStats;
  /**
   * When each call on the lane arrived and when its answer was handed to the server (since the
   * last resetStats), on this process's `performance.now()`: a client in the same process can
   * split its own latency into before the call arrived and after the answer left.
   */
  callTimings(lane: string): CallTiming[];
  /** The latest calls the lane received, whole (method, path and query, headers, body). */
  received(lane: string): ReceivedCall[];
  resetStats(): void;
  close(): Promise<void>;
}

interface Lane {
  plan: FaultPlan;
  random: () => number;
  stats: LaneStats;
  timings: CallTiming[];
  received: ReceivedCall[];
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A body that dies right after the status line (Deno logs the stream error once per call). */
const resetResponse = () =>
  new Response(
    new ReadableStream({ start: (controller) => controller.error(new Error('mock reset')) }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );

/**
 * A stall that the mock can see end: the status line goes out at once, then a space (valid JSON
 * whitespace) every 25 ms until `stallMs`, then the answer. Deno.serve only notices a client that
 * hung up when it writes, so the trickle is what lets `open` drop within 25 ms of an abort.
 */
function stallResponse(
  answer: Response,
  stallMs: number,
  onEnd: (abandoned: boolean) => void,
): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const endsAt = performance.now() + stallMs;
      timer = setInterval(async () => {
        if (performance.now() < endsAt) return controller.enqueue(encoder.encode(' '));
        clearInterval(timer);
        controller.enqueue(new Uint8Array(await answer.arrayBuffer()));
        controller.close();
        onEnd(false);
      }, 25);
    },
    cancel() {
      clearInterval(timer);
      onEnd(true);
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function respond(format: WireFormat, lane: Lane, faulted: boolean, prompt: string): Response {
  const { plan } = lane;
  const fault = faulted ? plan.fault : 'none';
  const model = `mock-${format}`;
  if (fault === 'status') {
    const headers: Record<string, string> =
      plan.retryAfterSeconds !== undefined ? { 'Retry-After': String(plan.retryAfterSeconds) } : {};
    return json(errorBody(format, plan.status), plan.status, headers);
  }
  if (fault === 'error-body') return json(errorBody(format, 500), 200);
  if (fault === 'malformed')
    return new Response('{"choices": [ {"message": ', {
      headers: { 'Content-Type': 'application/json' },
    });
  // Unasked to stream, a connection cut mid-answer is a body that dies after the status line.
  if (fault === 'reset' || fault === 'cut') return resetResponse();
  return json(successBody(format, { text: replyText(fault, prompt), prompt, model }), 200);
}

/** Faults that refuse the call or drop its connection before any answer, streamed or not. */
const failsBeforeAnswer = new Set<FaultPlan['fault']>(['status', 'reset']);

/** One vendor call on a lane: counts it, applies the lane's latency and fault, answers. */
async function serveVendorCall(
  request: Request,
  options: { format: WireFormat; lane: Lane; path: string },
): Promise<Response> {
  const { format, lane, path } = options;
  const { stats, plan } = lane;
  const timing: CallTiming = { arrivedAt: performance.now(), answeredAt: Number.NaN };
  lane.timings.push(timing);
  stats.calls++;
  stats.open++;
  stats.maxOpen = Math.max(stats.maxOpen, stats.open);
  let closed = false;
  const close = (abandoned: boolean) => {
    if (closed) return;
    closed = true;
    stats.open--;
    if (abandoned) stats.abandoned++;
  };
  /** The call stays open after this returns: its answer is still being written. */
  let streaming = false;
  let timedOnEnd = false;
  try {
    const raw = await request.text();
    const url = new URL(request.url);
    lane.received.push({
      method: request.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      body: raw,
    });
    lane.received.splice(0, lane.received.length - receivedCallsKept);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const faulted = plan.fault !== 'none' && lane.random() < plan.faultRate;
    if (faulted) stats.faulted++;
    const latencyMs = plan.latencyMs + (plan.jitterMs > 0 ? lane.random() * plan.jitterMs : 0);
    const prompt = extractUserText(format, body);
    const fault = faulted ? plan.fault : 'none';
    if (asksForStream(path, body) && !failsBeforeAnswer.has(fault)) {
      streaming = true;
      timedOnEnd = true;
      const text = replyText(fault, prompt);
      return streamedAnswer({
        format,
        model: `mock-${format}`,
        text,
        usage: usageOf(prompt, text),
        plan: { ...plan, latencyMs },
        fault,
        onEnd: (abandoned) => {
          timing.answeredAt = performance.now();
          close(abandoned);
        },
      });
    }
    await sleep(latencyMs);
    if (fault === 'stall') {
      streaming = true;
      return stallResponse(respond(format, lane, false, prompt), plan.stallMs, close);
    }
    return respond(format, lane, faulted, prompt);
  } finally {
    if (!timedOnEnd) timing.answeredAt = performance.now();
    if (!streaming) close(false);
  }
}

/** Starts the fault-injecting mock vendor on loopback (port 0 picks a free one). */
export function startMockVendor(
  options: { port?: number; plans?: Record<string, FaultPlanInput> } = {},
): MockVendor {
  const lanes = new Map<string, Lane>();
  const supabase = createMockSupabaseState();
  const laneFor = (name: string): Lane => {
    let lane = lanes.get(name);
    if (!lane) {
      const plan = faultPlanSchema.parse({});
      lane = {
        plan,
        random: seededRandom(plan.seed),
        stats: emptyStats(),
        timings: [],
        received: [],
      };
      lanes.set(name, lane);
    }
    return lane;
  };
  const setPlan = (name: string, input: FaultPlanInput) => {
    const lane = laneFor(name);
    lane.plan = faultPlanSchema.parse(input);
    lane.random = seededRandom(lane.plan.seed);
  };
  for (const [name, plan] of Object.entries(options.plans ?? {})) setPlan(name, plan);

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const control = path.match(/^\/__control\/lanes\/([\w-]+)$/)?.[1];
    if (control && request.method === 'POST') {
      setPlan(control, await request.json());
      return json({ ok: true }, 200);
    }
    if (path === '/__control/stats')
      return json(Object.fromEntries([...lanes].map(([name, lane]) => [name, lane.stats])), 200);
    const receivedBy = path.match(/^\/__control\/received\/([\w-]+)$/)?.[1];
    if (receivedBy) return json(laneFor(receivedBy).received, 200);
    const supabaseAnswer = await answerSupabase(request, path, supabase);
    if (supabaseAnswer) return supabaseAnswer;
    const format = detectWireFormat(path);
    const laneName = path.split('/')[1] ?? '';
    if (!format || !laneName) return json({ error: { message: `no route ${path}` } }, 404);
    return serveVendorCall(request, { format, lane: laneFor(laneName), path });
  }

  const resetListener = startResetListener((path) => {
    const stats = laneFor(path.split('/')[1] ?? '').stats;
    stats.calls++;
    stats.faulted++;
  });
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: options.port ?? 0, onListen: () => {} },
    handle,
  );
  const port = server.addr.port;
  return {
    url: `http://127.0.0.1:${port}`,
    resetUrl: resetListener.url,
    port,
    supabase,
    setPlan,
    stats: (name) => ({ ...laneFor(name).stats }),
    callTimings: (name) => [...laneFor(name).timings],
    received: (name) => [...laneFor(name).received],
    resetStats: () => {
      for (const lane of lanes.values()) {
        lane.stats = emptyStats();
        lane.timings = [];
        lane.received = [];
      }
    },
    close: () => {
      resetListener.close();
      return server.shutdown();
    },
  };
}
