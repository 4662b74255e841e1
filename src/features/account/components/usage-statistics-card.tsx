import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { UsageStatistics } from '@/features/account/api/usage-statistics-api';
import { DefinitionRow } from '@/features/account/components/definition-row';
import { UsageDayChart } from '@/features/account/components/usage-day-chart';
import { UsageEngineTable } from '@/features/account/components/usage-engine-table';
import {
  usageRefreshSeconds,
  useUsageStatistics,
} from '@/features/account/hooks/use-usage-statistics';
import { callFigure, creditFigure, tokenFigure } from '@/features/account/model/usage-figures';
import { userMessageOf } from '@/lib/api-error';

/** What is counted, where, for how long, and when the page reads it again (one line). */
export const usageNote = `Counted by our server for every message you send, by UTC day, and kept 12 months; this page refreshes every ${usageRefreshSeconds} seconds.`;

function UsageLoading() {
  return (
    <p role="status" className="animate-pulse py-2 text-sm tracking-widest">
      LOADING...
    </p>
  );
}

function UsageFigures({ statistics }: { statistics: UsageStatistics }) {
  const tokens = tokenFigure(statistics);
  const calls = callFigure(statistics);
  const credits = creditFigure(statistics.quota);
  return (
    <div className="space-y-6">
      <dl>
        <DefinitionRow label="Tokens Used" note={tokens.note}>
          {tokens.value}
        </DefinitionRow>
        <DefinitionRow label="API Calls" note={calls.note}>
          {calls.value}
        </DefinitionRow>
        <DefinitionRow label="Credits Remaining" note={credits.note}>
          {credits.value}
        </DefinitionRow>
      </dl>
      <UsageDayChart days={statistics.days} />
      <UsageEngineTable engines={statistics.engines} />
    </div>
  );
}

function UsageFailure({ error, retry }: { error: unknown; retry: RetryControl }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm">Usage statistics could not be loaded: {userMessageOf(error)}</p>
      <Button variant="outline" size="small" disabled={retry.busy} onClick={retry.run}>
        {retry.busy ? 'RETRYING...' : 'RETRY'}
      </Button>
    </div>
  );
}

interface RetryControl {
  busy: boolean;
  run: () => void;
}

function UsageContent({ userId }: { userId: string }) {
  const usage = useUsageStatistics(userId);
  const retry = { busy: usage.isFetching, run: () => void usage.refetch() };
  if (usage.data === undefined) {
    return usage.isError ? <UsageFailure error={usage.error} retry={retry} /> : <UsageLoading />;
  }
  // A failed refresh keeps the last figures on screen and says they may be behind.
  return (
    <div className="space-y-4">
      {usage.isError ? (
        <p role="alert" className="text-xs">
          Could not refresh ({userMessageOf(usage.error)}); these figures may be out of date.
        </p>
      ) : null}
      <UsageFigures statistics={usage.data} />
    </div>
  );
}

/**
 * USAGE STATISTICS: the spec's three rows with the server's own figures, the last 14 days and
 * the engines. It loads on its own (LOADING... in the panel), so the rest of the page never
 * waits for it.
 */
export function UsageStatisticsCard({ userId }: { userId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>USAGE STATISTICS</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<UsageLoading />}>
          <UsageContent userId={userId} />
        </Suspense>
        <p className="mt-4 text-xs text-terminal-dim">{usageNote}</p>
      </CardContent>
    </Card>
  );
}
