import { invokeRoute } from '@/features/chat/api/route-api';
import { sampleRefinement } from '@/features/chat/model/refinement-fixtures.test-support';
import { failureOf } from '@/test/api-failure';
import { eventStreamResponse } from '@/test/event-stream';
import { createTestClient, FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';

const routeCall = 'POST /functions/v1/route';

function clientAnswering(responder: () => Response | Promise<Response>) {
  const server = new FakeSupabaseServer().on(routeCall, responder);
  return { server, client: createTestClient(server).client };
}

const doneBody = {
  output: 'REFINED\nUse the form.',
  meta: { vendor: 'openai', model: 'gpt', latency: 900 },
  refinement: sampleRefinement({ refined: 'Use the form.' }),
};

function streamHandlers() {
  const seen: string[] = [];
  return {
    seen,
    stream: {
      onDelta: (text: string) => seen.push(`delta ${text}`),
      onReplaced: (reason: string) => seen.push(`replaced ${reason}`),
    },
  };
}

describe('invokeRoute, streamed', () => {
  it('asks for the event stream, hands on each word and each replaced answer, and returns done', async () => {
    const events = eventStreamResponse();
    const { server, client } = clientAnswering(() => events.response);
    const { seen, stream } = streamHandlers();
    const reply = invokeRoute(client, 'Use the form, please.', { stream });
    await vi.waitFor(() => expect(server.requestsTo(routeCall)).toHaveLength(1));
    events.delta('Use');
    events.replaced('the first answer lost "12%"');
    events.delta('Use');
    events.delta(' the form.');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    events.done(doneBody);
    expect(await reply).toEqual(doneBody);
    expect(seen).toEqual([
      'delta Use',
      'replaced the first answer lost "12%"',
      'delta Use',
      'delta  the form.',
    ]);
    expect(server.requestsTo(routeCall)[0]?.headers.get('accept')).toBe('text/event-stream');
  });

  it('asks for no stream without handlers: the plain request is as before', async () => {
    const { server, client } = clientAnswering(() => jsonResponse(doneBody));
    await invokeRoute(client, 'Hi.');
    expect(server.requestsTo(routeCall)[0]?.headers.get('accept') ?? '').not.toMatch(
      /event-stream/,
    );
  });

  it('reads a server that answers one JSON body anyway', async () => {
    const { client } = clientAnswering(() => jsonResponse(doneBody));
    const { seen, stream } = streamHandlers();
    expect(await invokeRoute(client, 'Hi.', { stream })).toEqual(doneBody);
    expect(seen).toEqual([]);
  });

  it('reads a refusal before the stream began exactly as without one', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { error: { code: 'quota_exceeded', message: "You've reached the message limit." } },
        429,
      ),
    );
    const error = await failureOf(invokeRoute(client, 'Hi.', { stream: streamHandlers().stream }));
    expect([error.code, error.message, error.status]).toEqual([
      'quota_exceeded',
      "You've reached the message limit.",
      429,
    ]);
  });

  it("shows the error event's own code and message", async () => {
    const events = eventStreamResponse();
    const { client } = clientAnswering(() => events.response);
    const reply = invokeRoute(client, 'Hi.', { stream: streamHandlers().stream });
    events.delta('Hi');
    events.error('no_vendor_available', 'No AI vendor could answer in time. Please try again.');
    const error = await failureOf(reply);
    expect([error.code, error.message]).toEqual([
      'no_vendor_available',
      'No AI vendor could answer in time. Please try again.',
    ]);
  });

  it('says the connection dropped when the stream breaks off or ends without its reply', async () => {
    for (const end of ['breakOff', 'end'] as const) {
      const events = eventStreamResponse();
      const { client } = clientAnswering(() => events.response);
      const reply = invokeRoute(client, 'Hi.', { stream: streamHandlers().stream });
      events.delta('Hi');
      events[end]();
      const error = await failureOf(reply);
      expect(error.code).toBe('network_error');
      expect(error.message).toBe(
        'The connection dropped before the reply arrived. Check your connection and send again.',
      );
    }
  });

  it('stops: the stream is cancelled and the call ends as stopped, not failed', async () => {
    const events = eventStreamResponse();
    const { client } = clientAnswering(() => events.response);
    const controller = new AbortController();
    const { seen, stream } = streamHandlers();
    const reply = invokeRoute(client, 'Hi.', { stream, signal: controller.signal });
    events.delta('Hi');
    await vi.waitFor(() => expect(seen).toEqual(['delta Hi']));
    controller.abort();
    expect((await failureOf(reply)).code).toBe('stopped');
    await vi.waitFor(() => expect(events.cancelled).toBe(true));
  });

  it('stops before any answer came, too', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const reply = invokeRoute(client, 'Hi.', {
      stream: streamHandlers().stream,
      signal: controller.signal,
    });
    controller.abort();
    expect((await failureOf(reply)).code).toBe('stopped');
  });
});
