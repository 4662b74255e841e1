import { z } from 'zod';
import { listenHttp, type HttpListener } from '../../local-supabase/server/http-listener';
import type { LocalSupabase } from '../../local-supabase/start-local-supabase';
import { outcomeRecordSchema, type OutcomeRecord } from './outcome-summary';
import type { StackCounts } from './stack-counts';

export interface StackInspector extends HttpListener {
  outcomes(): readonly OutcomeRecord[];
}

/**
 * A loopback-only side door for the test workers into the one stack the global setup runs: row
 * counts read as the database superuser (auth.users is not reachable through the API), deleting
 * a user (lite has no admin API), the incidents the stack logged, and a place to report each
 * request's outcome for the summary.
 */
export async function startStackInspector(
  stack: Pick<LocalSupabase, 'database' | 'mailbox'>,
  incidents: () => string[],
): Promise<StackInspector> {
  const outcomes: OutcomeRecord[] = [];
  const listener = await listenHttp(
    async (request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/counts') {
        return Response.json(await countRows(stack));
      }
      if (request.method === 'GET' && pathname === '/incidents') return Response.json(incidents());
      if (request.method === 'POST' && pathname === '/deleted-users') {
        const { userId } = z.object({ userId: z.uuid() }).parse(await request.json());
        await stack.database.query('delete from auth.users where id = $1', [userId]);
        return new Response(null, { status: 204 });
      }
      if (request.method === 'POST' && pathname === '/outcomes') {
        outcomes.push(...z.array(outcomeRecordSchema).parse(await request.json()));
        return new Response(null, { status: 204 });
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    },
    { host: '127.0.0.1', port: 0, serviceName: 'Hostile inspector', onError: () => {} },
  );
  return { ...listener, outcomes: () => outcomes };
}

async function countRows(stack: Pick<LocalSupabase, 'database' | 'mailbox'>): Promise<StackCounts> {
  const [row] = await stack.database.query<{ users: number; usage_events: number }>(
    `select (select count(*) from auth.users)::int as users,
            (select count(*) from public.usage_events)::int as usage_events`,
  );
  return {
    users: row?.users ?? 0,
    mails: stack.mailbox.list().length,
    usageEvents: row?.usage_events ?? 0,
  };
}
