import { describe, expect, it } from 'vitest';
import { AdmissionQueue, AdmissionRefusedError } from './admission-queue';
import { whenAdmitted } from './busy-response';

/** Work that finishes only when the test says so, recording when it started. */
function heldWork(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const roomy = { concurrency: 1, maxQueued: 100, maxWaitMs: 60_000 };

describe('admission queue', () => {
  it('serves waiting requests one at a time in the order they arrived', async () => {
    const queue = new AdmissionQueue(roomy);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const results = jobs.map((job) => queue.run(job.work));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(queue.queued).toBe(3);
    for (const job of [...jobs].reverse()) job.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hands a freed turn to the oldest waiter, never to a request that arrives later', async () => {
    const queue = new AdmissionQueue(roomy);
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const waiting = heldWork(started, 'waiting');
    const running = queue.run(first.work);
    const queued = queue.run(waiting.work);
    first.finish();
    await running;
    const late = heldWork(started, 'late');
    const lateResult = queue.run(late.work);
    waiting.finish();
    late.finish();
    await Promise.all([queued, lateResult]);
    expect(started).toEqual(['first', 'waiting', 'late']);
  });

  it('refuses at once, with a retry hint, when the queue is full', async () => {
    const queue = new AdmissionQueue({ ...roomy, maxQueued: 1 });
    const started: string[] = [];
    const running = heldWork(started, 'running');
    const waiting = heldWork(started, 'waiting');
    const results = [queue.run(running.work), queue.run(waiting.work)];

    const refusal = await queue.run(async () => 'never').catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AdmissionRefusedError);
    expect(refusal).toMatchObject({ reason: 'queue-full', retryAfterSeconds: 1 });
    running.finish();
    waiting.finish();
    expect(await Promise.all(results)).toEqual(['running', 'waiting']);
    expect(started).not.toContain('never');
  });

  it('refuses a request still waiting after maxWaitMs and serves the next one', async () => {
    const queue = new AdmissionQueue({ ...roomy, maxWaitMs: 20 });
    const started: string[] = [];
    const running = heldWork(started, 'running');
    const result = queue.run(running.work);

    const refusal = await queue.run(async () => 'never').catch((error: unknown) => error);

    expect(refusal).toMatchObject({ name: 'AdmissionRefusedError', reason: 'waited-too-long' });
    expect(queue.queued).toBe(0);
    running.finish();
    await result;
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('drops a waiter whose client went away, so it neither runs nor holds a place', async () => {
    const queue = new AdmissionQueue(roomy);
    const started: string[] = [];
    const running = heldWork(started, 'running');
    const result = queue.run(running.work);
    const controller = new AbortController();
    const abandoned = queue.run(async () => 'abandoned', controller.signal);

    controller.abort(new Error('client closed'));

    await expect(abandoned).rejects.toThrow('client closed');
    expect(queue.queued).toBe(0);
    running.finish();
    await result;
    expect(started).toEqual(['running']);
  });

  it("reads a request's signal only when the request has to wait for its turn", async () => {
    const queue = new AdmissionQueue(roomy);
    let signalsRead = 0;
    const request = (name: string) => {
      const controller = new AbortController();
      const read = new Request(`http://127.0.0.1/${name}`);
      Object.defineProperty(read, 'signal', {
        get: () => (signalsRead++, controller.signal),
      });
      return { request: read, leave: () => controller.abort(new Error(`${name} left`)) };
    };
    const running = heldWork([], 'running');
    const served = whenAdmitted(queue, request('first').request, async () => {
      await running.work();
      return new Response('first');
    });
    expect(signalsRead).toBe(0);

    const waiting = request('second');
    const refused = queue.run(
      async () => 'second',
      () => waiting.request.signal,
    );
    expect(signalsRead).toBe(1);
    waiting.leave();
    await expect(refused).rejects.toThrow('second left');
    running.finish();
    expect(await (await served).text()).toBe('first');
  });

  it('frees the turn when the work throws', async () => {
    const queue = new AdmissionQueue(roomy);
    await expect(
      queue.run(async () => {
        throw new Error('query failed');
      }),
    ).rejects.toThrow('query failed');
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
