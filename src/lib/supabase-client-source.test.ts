import type { SupabaseClient } from '@supabase/supabase-js';
import { lazySupabaseClient, readySupabaseClient } from '@/lib/supabase-client-source';
import { deferred } from '@/test/deferred';

const client = { name: 'the one client' } as unknown as SupabaseClient;

describe('lazySupabaseClient', () => {
  it('loads nothing until someone asks, then loads once however often it is asked', async () => {
    const load = vi.fn(async () => client);
    const source = lazySupabaseClient(load, { mayHoldSession: () => false });
    expect(load).not.toHaveBeenCalled();
    expect(source.current).toBeNull();

    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.current).toBe(client);
  });

  it('tells every waiting listener when the client has loaded, whoever asked for it', async () => {
    const loading = deferred<SupabaseClient>();
    const source = lazySupabaseClient(() => loading.promise, { mayHoldSession: () => false });
    const waiting = vi.fn();
    const stoppedWaiting = vi.fn();
    source.onLoaded(waiting);
    const stop = source.onLoaded(stoppedWaiting);
    stop();

    const loaded = source.load();
    loading.resolve(client);
    await loaded;
    expect(waiting).toHaveBeenCalledWith(client);
    expect(stoppedWaiting).not.toHaveBeenCalled();

    const late = vi.fn();
    source.onLoaded(late);
    expect(late).toHaveBeenCalledWith(client);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<SupabaseClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(client);
    const source = lazySupabaseClient(load, { mayHoldSession: () => true });
    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(source.current).toBeNull();
    await expect(source.load()).resolves.toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers mayHoldSession with the hint it was given', () => {
    const source = lazySupabaseClient(async () => client, { mayHoldSession: () => true });
    expect(source.mayHoldSession()).toBe(true);
  });
});

describe('readySupabaseClient', () => {
  it('has the client at once and hands it to listeners at once', async () => {
    const source = readySupabaseClient(client);
    const listener = vi.fn();
    source.onLoaded(listener);
    expect(source.current).toBe(client);
    expect(listener).toHaveBeenCalledWith(client);
    await expect(source.load()).resolves.toBe(client);
  });
});
