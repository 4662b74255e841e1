import { invokeRoute } from '@/features/chat/api/route-api';
import {
  sampleDraft,
  sampleOutput,
  sampleRefinement,
} from '@/features/chat/model/refinement-fixtures.test-support';
import { failureOf } from '@/test/api-failure';
import { createTestClient, FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';

function clientAnswering(responder: () => Response | Promise<Response>) {
  const server = new FakeSupabaseServer().on('POST /functions/v1/route', responder);
  return { server, client: createTestClient(server).client };
}

const plainMeta = { vendor: 'local', model: 'clarity-engine', latency: 7 };

describe('invokeRoute', () => {
  it('posts { text } to the route function and returns the validated reply', async () => {
    const { server, client } = clientAnswering(() =>
      jsonResponse({
        output: 'Clear.',
        meta: {
          vendor: 'local',
          model: 'clarity-engine',
          latency: 7,
          attempts: [
            { vendor: 'local', model: 'clarity-engine', outcome: 'ok', ms: 6, hedge: false },
          ],
          hedged: false,
          fallback: false,
          overhead_ms: 0.4,
          request_id: 'req-1',
        },
      }),
    );
    const reply = await invokeRoute(client, 'Is this clear?');
    expect(reply.output).toBe('Clear.');
    expect(reply.meta).toMatchObject({ vendor: 'local', model: 'clarity-engine', latency: 7 });
    expect(server.requestsTo('POST /functions/v1/route')[0]?.body).toEqual({
      text: 'Is this clear?',
    });
  });

  it('sends the style of a follow-up beside the text, and reads which style was applied', async () => {
    const { server, client } = clientAnswering(() =>
      jsonResponse({ output: 'Short.', meta: { ...plainMeta, style: 'shorter' } }),
    );
    const reply = await invokeRoute(client, 'A long refined message.', { style: 'shorter' });
    expect(reply.meta.style).toBe('shorter');
    expect(server.requestsTo('POST /functions/v1/route')[0]?.body).toEqual({
      text: 'A long refined message.',
      style: 'shorter',
    });
  });

  it('passes the structured refinement of a newer server on', async () => {
    const refinement = sampleRefinement();
    const { client } = clientAnswering(() =>
      jsonResponse({ output: sampleOutput, meta: plainMeta, refinement }),
    );
    const reply = await invokeRoute(client, sampleDraft);
    expect(reply.refinement).toEqual(refinement);
    expect(reply.output).toBe(sampleOutput);
  });

  it('keeps the reply of an older server that sends no refinement', async () => {
    const { client } = clientAnswering(() => jsonResponse({ output: 'Clear.', meta: plainMeta }));
    const reply = await invokeRoute(client, 'Is this clear?');
    expect(reply.output).toBe('Clear.');
    expect(reply.refinement).toBeUndefined();
  });

  it('keeps the reply but not a refinement it cannot read, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...sampleRefinement(), metrics: { before: {}, after: {} } };
    const { client } = clientAnswering(() =>
      jsonResponse({ output: sampleOutput, meta: plainMeta, refinement: broken }),
    );
    const reply = await invokeRoute(client, sampleDraft);
    expect(reply.output).toBe(sampleOutput);
    expect(reply.refinement).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("shows the route function's own error message and code", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(
        { error: { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' } },
        429,
      ),
    );
    const error = await failureOf(invokeRoute(client, 'hi'));
    expect(error.message).toBe('Too many requests. Try again in a minute.');
    expect(error.code).toBe('rate_limited');
    expect(error.status).toBe(429);
  });

  it("reads the hosted gateway's { code, message } body", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({ code: 401, message: 'Invalid JWT' }, 401),
    );
    expect((await failureOf(invokeRoute(client, 'hi'))).message).toBe('Invalid JWT');
  });

  it("reads the local gateway's { msg } body", async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({ msg: 'Error: Missing authorization header' }, 401),
    );
    expect((await failureOf(invokeRoute(client, 'hi'))).message).toBe(
      'Error: Missing authorization header',
    );
  });

  it('reads a relay error body too', async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'unavailable', message: 'All vendors are down.' } }),
          {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'x-relay-error': 'true' },
          },
        ),
    );
    expect((await failureOf(invokeRoute(client, 'hi'))).message).toBe('All vendors are down.');
  });

  it('says "An unexpected error occurred" for a body that is not JSON', async () => {
    const { client } = clientAnswering(
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    );
    expect((await failureOf(invokeRoute(client, 'hi'))).message).toBe(
      'An unexpected error occurred',
    );
  });

  it('says "An unexpected error occurred" for a JSON error without a message', async () => {
    const { client } = clientAnswering(() => jsonResponse({ error: 'boom' }, 500));
    expect((await failureOf(invokeRoute(client, 'hi'))).message).toBe(
      'An unexpected error occurred',
    );
  });

  it('says the connection dropped when the request never reaches the server', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(invokeRoute(client, 'hi'));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe(
      'The connection dropped before the reply arrived. Check your connection and send again.',
    );
  });

  it('says the connection dropped when the answer breaks off half-way', async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"output": "Cle'));
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    expect((await failureOf(invokeRoute(client, 'hi'))).code).toBe('network_error');
  });

  it('rejects a success body that does not match the contract', async () => {
    const { client } = clientAnswering(() => jsonResponse({ output: 'hi', meta: { vendor: 'x' } }));
    const error = await failureOf(invokeRoute(client, 'hi'));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toBe('An unexpected error occurred');
  });
});
