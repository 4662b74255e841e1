import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, timingOf } from './load-generator.ts';

let server: Server;
let url = '';

beforeAll(async () => {
  // `/ok` answers, `/wrong` answers 200 with the wrong body, `/busy` 503, `/hang` never.
  server = createServer((request, response) => {
    if (request.url === '/hang') return;
    response.statusCode = request.url === '/busy' ? 503 : 200;
    response.setHeader('server-timing', 'auth;dur=1.5, quota;dur=4');
    response.end(request.url === '/wrong' ? 'nothing' : 'answer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const isAnswer = (body: string) => body === 'answer';

describe('runLoad', () => {
  it('sends exactly the number asked, a connection cycling through its requests', async () => {
    const run = await runLoad({
      connections: 1,
      requests: 12,
      requestsFor: () => [
        { url: `${url}/ok`, isAnswer },
        { url: `${url}/wrong`, isAnswer },
        { url: `${url}/busy`, isAnswer },
      ],
    });
    expect(run.sent).toBe(12);
    expect(run.statuses).toEqual({ 200: 8, 503: 4 });
    expect(run.notAnswers).toBe(4);
    expect(run.failureBodies).toEqual(['answer']);
    expect(run.answers.every((answer) => answer.doneAt >= answer.sentAt)).toBe(true);
    expect(timingOf(run.answers[0]!.serverTiming, 'quota')).toBe(4);
  });

  it('counts a request never answered within its time limit as lost, after the window', async () => {
    const run = await runLoad({
      connections: 2,
      seconds: 0.2,
      timeoutSeconds: 0.5,
      requestsFor: (index) => [{ url: `${url}/${index === 0 ? 'hang' : 'ok'}` }],
    });
    expect(run.lost).toEqual({ timeout: 1 });
    expect(run.sent - run.answers.length).toBe(1);
    // Only a request still in flight as the window closed may be answered after it.
    expect(run.answeredInWindow).toBeGreaterThanOrEqual(run.answers.length - 1);
    expect(run.windowMs).toBe(200);
  });
});
