import type { LoadRequest } from '../shared/load-generator.ts';
import { startStack } from '../stack/stack-process.ts';
import { createUsers, routeHeaders } from '../stack/stack-users.ts';
import { benchText } from './function-process.ts';

/**
 * The route as a user's browser reaches it: `npm run stack` in its own process (in-memory
 * database), so the gateway, the token check, the quota in the database and the usage row are
 * all on the path, with the function's vendor at `vendorBaseUrl`. The request is the bench's
 * draft from a user who signed up at an approved address and confirmed by the mail link.
 */
export async function startStackRoute(
  vendorBaseUrl: string,
): Promise<{ target: LoadRequest; stop(): Promise<void> }> {
  const stack = await startStack({
    variables: {
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: vendorBaseUrl,
      ROUTER_LOCAL_FALLBACK: 'off',
      // The function's own limits, as bench:load sets them: the quota is checked and counted on
      // every request, and no round of the benchmark reaches it.
      ROUTE_QUOTA_PER_MINUTE: '100000',
      ROUTE_QUOTA_PER_DAY: '10000000',
    },
  });
  try {
    const [user] = await createUsers(stack, { count: 1, concurrency: 1 });
    const target: LoadRequest = {
      url: `${stack.apiUrl}/functions/v1/route`,
      headers: routeHeaders(user!),
      body: JSON.stringify({ text: benchText }),
    };
    return { target, stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
