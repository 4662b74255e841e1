import type { LoadFigures } from './load-figures';
import type { QuotaOrderFigures } from './quota-order-phase';
import { formatCount, formatDecimal } from './text-table';

/** Whether a figure meets its goal; `info` figures have no goal and are shown for context. */
export type Verdict = 'pass' | 'miss' | 'info';

/** One figure beside its goal. */
export interface GoalCheck {
  measure: string;
  figure: string;
  goal: string;
  verdict: Verdict;
}

/** Issue 5: 0 lost requests, 0 5xx, and the route's p99 within 3× the vendor's latency. */
export interface LoadGoals {
  lost: number;
  serverErrors: number;
  routeP99Ms: number;
}

export function loadGoalsFor(vendorLatencyMs: number): LoadGoals {
  return { lost: 0, serverErrors: 0, routeP99Ms: 3 * vendorLatencyMs };
}

const verdictOf = (met: boolean): Verdict => (met ? 'pass' : 'miss');

/**
 * Every figure of the two phases beside its goal. Each request is valid and comes from an
 * approved, signed-in user, so a 4xx or a 200 without a reply is a failure too.
 */
export function checkLoadGoals(
  phases: { route: LoadFigures; emailCheck: LoadFigures; quotaOrder?: QuotaOrderFigures },
  goals: LoadGoals,
): GoalCheck[] {
  const { route, emailCheck } = phases;
  const p99 = route.latencyMs.p99;
  return [
    ...reliabilityChecks(`route (${route.connections} users)`, route, goals),
    {
      measure: `route (${route.connections} users): latency p50 / p99`,
      figure: `${formatDecimal(route.latencyMs.p50)} / ${formatDecimal(p99)} ms`,
      goal: `p99 ≤ ${formatDecimal(goals.routeP99Ms)} ms`,
      verdict: verdictOf(p99 !== null && p99 <= goals.routeP99Ms),
    },
    throughputCheck(`route (${route.connections} users)`, route),
    ...reliabilityChecks(
      `is_email_allowed (${emailCheck.connections} connections)`,
      emailCheck,
      goals,
    ),
    {
      measure: `is_email_allowed (${emailCheck.connections} connections): latency p50 / p99`,
      figure: `${formatDecimal(emailCheck.latencyMs.p50)} / ${formatDecimal(emailCheck.latencyMs.p99)} ms`,
      goal: '—',
      verdict: 'info',
    },
    throughputCheck(`is_email_allowed (${emailCheck.connections} connections)`, emailCheck),
    ...quotaOrderChecks(phases.quotaOrder),
  ];
}

/**
 * The route at one connection with the quota check first, then alongside the vendor call: what
 * its round trip costs a message through the stack. For context: the goal is bench:router's.
 */
function quotaOrderChecks(quotaOrder: QuotaOrderFigures | undefined): GoalCheck[] {
  if (!quotaOrder) return [];
  const { first, concurrent } = quotaOrder;
  const latency = (figures: LoadFigures) =>
    `${formatDecimal(figures.latencyMs.p50)} / ${formatDecimal(figures.latencyMs.p99)}`;
  const wait = (figures: LoadFigures) =>
    formatDecimal(figures.serverTimingMs['quota-wait']?.p50 ?? null);
  const failed = [first, concurrent].some(
    (figures) =>
      figures.lost + figures.serverErrors + figures.clientErrors + figures.invalidAnswers > 0,
  );
  return [
    {
      measure: 'route (1 connection): latency p50 / p99, quota check first → alongside',
      figure: `${latency(first)} → ${latency(concurrent)} ms`,
      goal: '—',
      verdict: failed ? 'miss' : 'info',
    },
    {
      measure: '  of which waiting for the quota (Server-Timing quota-wait) p50',
      figure: `${wait(first)} → ${wait(concurrent)} ms (round trip ${formatDecimal(concurrent.serverTimingMs.quota?.p50 ?? null)} ms)`,
      goal: '—',
      verdict: 'info',
    },
  ];
}

function reliabilityChecks(label: string, figures: LoadFigures, goals: LoadGoals): GoalCheck[] {
  const failedAnswers = figures.clientErrors + figures.invalidAnswers;
  return [
    {
      measure: `${label}: lost requests (sent − answered)`,
      figure: `${formatCount(figures.lost)} of ${formatCount(figures.sent)}`,
      goal: `${goals.lost}`,
      verdict: verdictOf(figures.lost <= goals.lost),
    },
    {
      measure: `${label}: 5xx answers`,
      figure: formatCount(figures.serverErrors),
      goal: `${goals.serverErrors}`,
      verdict: verdictOf(figures.serverErrors <= goals.serverErrors),
    },
    {
      measure: `${label}: 4xx answers and 2xx without an answer`,
      figure: formatCount(failedAnswers),
      goal: '0',
      verdict: verdictOf(failedAnswers === 0),
    },
  ];
}

function throughputCheck(label: string, figures: LoadFigures): GoalCheck {
  return {
    measure: `${label}: throughput`,
    figure: `${formatDecimal(figures.requestsPerSecond)} req/s`,
    goal: '—',
    verdict: 'info',
  };
}
