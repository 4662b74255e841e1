import {
  reportedDraft,
  writeAt,
} from '../../supabase/functions/_shared/refinement/crafted-drafts.test-support';
import { round2 } from '../shared/statistics.ts';
import { startStack } from '../stack/stack-process.ts';
import { createUsers, routeHeaders, type StackUser } from '../stack/stack-users.ts';

/** What one user waited, in milliseconds, and the status they got. */
interface Answer {
  status: number;
  ms: number;
}

/** The bystander's and the crafted drafts' waits over every round, and each status seen. */
export interface BystanderFigures {
  rounds: number;
  /** The crafted draft sent by each of three users at once (the reported one, 7,910 characters). */
  craftedCharacters: number;
  bystanderMs: number[];
  craftedMs: number[];
  /** The reported draft alone, before the rounds. */
  aloneMs: number[];
  statuses: Record<string, number>;
}

const bystanderText = 'We will utilize the survey in order to measure recall prior to the launch.';

async function send(apiUrl: string, user: StackUser, text: string): Promise<Answer> {
  const startedAt = performance.now();
  const response = await fetch(`${apiUrl}/functions/v1/route`, {
    method: 'POST',
    headers: routeHeaders(user),
    body: JSON.stringify({ text }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: round2(performance.now() - startedAt) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Through the embedded stack (own process, in-memory database, the real route function with the
 * offline engine and a quota no one reaches): three users each send the reported crafted draft at
 * once; 20 ms later, while all three are in flight, a fourth user sends a one-line message. Its
 * wait is what any user of a shared function instance would feel during such an attack.
 */
export async function measureBystander(options: {
  rounds: number;
  log: (line: string) => void;
}): Promise<BystanderFigures> {
  options.log('starting the stack (offline engine) and signing up four users');
  const stack = await startStack({
    variables: {
      ROUTER_LOCAL_FALLBACK: 'on',
      ROUTE_QUOTA_PER_MINUTE: '100000',
      ROUTE_QUOTA_PER_DAY: '1000000',
    },
  });
  try {
    const users = await createUsers(stack, { count: 4, concurrency: 2 });
    const [first, second, third, bystander] = users as [StackUser, StackUser, StackUser, StackUser];
    const crafted = writeAt(reportedDraft, 7_910);
    const statuses: Record<string, number> = {};
    const count = (answer: Answer) => {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      return answer;
    };
    // Every session works and the function is warm before anything is timed.
    for (const user of users) count(await send(stack.apiUrl, user, bystanderText));
    const aloneMs: number[] = [];
    for (let run = 0; run < options.rounds; run++) {
      aloneMs.push(count(await send(stack.apiUrl, first, crafted)).ms);
    }
    const bystanderMs: number[] = [];
    const craftedMs: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const attacks = [first, second, third].map((user) => send(stack.apiUrl, user, crafted));
      await pause(20);
      bystanderMs.push(count(await send(stack.apiUrl, bystander, bystanderText)).ms);
      craftedMs.push(...(await Promise.all(attacks)).map((answer) => count(answer).ms));
    }
    options.log(`${options.rounds} rounds of three crafted drafts and one bystander done`);
    return {
      rounds: options.rounds,
      craftedCharacters: crafted.length,
      bystanderMs,
      craftedMs,
      aloneMs,
      statuses,
    };
  } finally {
    await stack.stop();
  }
}
