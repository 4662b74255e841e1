import {
  fetchUsageStatistics,
  usageConnectionMessage,
} from '@/features/account/api/usage-statistics-api';
import { usageStatisticsFixture } from '@/features/account/api/usage-statistics.test-support';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-error';
import { createTestClient, FakeSupabaseServer, jsonResponse } from '@/test/fake-supabase';

const route = 'POST /rest/v1/rpc/get_usage_statistics';

function clientAnswering(answer: () => Response | Promise<Response>) {
  const server = new FakeSupabaseServer().on(route, answer);
  return { server, client: createTestClient(server).client };
}

const postgrestError = (code: string, message: string, status: number) =>
  jsonResponse({ code, message, details: null, hint: null }, status);

describe('fetchUsageStatistics', () => {
  it('reads the figures in one call to get_usage_statistics, naming no user', async () => {
    const { server, client } = clientAnswering(() => jsonResponse(usageStatisticsFixture()));
    await expect(fetchUsageStatistics(client)).resolves.toEqual(usageStatisticsFixture());
    expect(server.requestsTo(route)).toHaveLength(1);
    expect(server.requestsTo(route)[0]?.body ?? {}).toEqual({});
  });

  it('passes on the server’s own words when it refuses the caller', async () => {
    const { client } = clientAnswering(() =>
      postgrestError('42501', "This account isn't approved for beta access.", 403),
    );
    await expect(fetchUsageStatistics(client)).rejects.toMatchObject({
      code: 'not_allowed',
      message: "This account isn't approved for beta access.",
    });
  });

  it('hides other database errors behind the generic message', async () => {
    const { client } = clientAnswering(() =>
      postgrestError('42883', 'function public.get_usage_statistics() does not exist', 404),
    );
    await expect(fetchUsageStatistics(client)).rejects.toMatchObject({
      code: '42883',
      message: unexpectedErrorMessage,
    });
  });

  it('says the connection failed when the request never got an answer', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchUsageStatistics(client)).rejects.toMatchObject({
      code: 'network_error',
      message: usageConnectionMessage,
    });
  });

  it('refuses an answer that is not the statistics shape', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({ ...usageStatisticsFixture(), days: [] }),
    );
    const failure = await fetchUsageStatistics(client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'invalid_response', message: unexpectedErrorMessage });
  });
});
