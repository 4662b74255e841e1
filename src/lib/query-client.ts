import { QueryClient } from '@tanstack/react-query';

/**
 * The app's react-query client. Mutations never retry on their own: a chat message or a
 * sign-up sent twice is worse than an error the user can act on.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
