import { dayBars, formatCount } from '@/features/account/model/usage-figures';
import type { UsageStatistics } from '@/features/account/api/usage-statistics-api';

/**
 * The last 14 UTC days as a row of block characters, busiest day full height. The characters
 * are hidden from screen readers, which get the same numbers as a table instead.
 */
export function UsageDayChart({ days }: { days: UsageStatistics['days'] }) {
  const bars = dayBars(days);
  const total = days.reduce((sum, day) => sum + day.calls, 0);
  return (
    <section aria-labelledby="usage-days-heading" className="space-y-2">
      <h3 id="usage-days-heading" className="text-xs tracking-widest text-terminal-dim uppercase">
        Last 14 days (UTC) · {formatCount(total)} {total === 1 ? 'message' : 'messages'}
      </h3>
      <div aria-hidden="true" className="inline-block font-mono">
        <p className="flex gap-1 text-2xl leading-none sm:gap-2">
          {bars.map((bar) => (
            <span
              key={bar.day}
              title={`${bar.label}: ${bar.calls}`}
              className="w-[1ch] text-center"
            >
              {bar.block}
            </span>
          ))}
        </p>
        <p className="mt-1 flex justify-between gap-4 text-xs text-terminal-dim">
          <span>{bars[0]?.label}</span>
          <span>{bars.at(-1)?.label}</span>
        </p>
      </div>
      <table className="sr-only">
        <caption>Messages per day, last 14 days (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Messages</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.day}>
              <th scope="row">{bar.label}</th>
              <td>{bar.calls}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
