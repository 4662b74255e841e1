import { engineRows } from '@/features/account/model/usage-figures';
import type { EngineUsage } from '@/features/account/api/usage-statistics-api';

/** Messages answered this month per engine, with each engine's median latency. */
export function UsageEngineTable({ engines }: { engines: readonly EngineUsage[] }) {
  return (
    <section aria-labelledby="usage-engines-heading" className="space-y-2">
      <h3
        id="usage-engines-heading"
        className="text-xs tracking-widest text-terminal-dim uppercase"
      >
        Engines this month
      </h3>
      {engines.length === 0 ? (
        <p className="text-sm">No message answered this month yet.</p>
      ) : (
        <table aria-labelledby="usage-engines-heading" className="w-full text-left text-sm">
          <thead className="text-xs tracking-widest text-terminal-dim uppercase">
            <tr>
              <th scope="col" className="py-1 pr-2 font-normal">
                Engine
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-normal">
                Calls
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                Median latency
              </th>
            </tr>
          </thead>
          <tbody>
            {engineRows(engines).map((row) => (
              <tr key={row.name} className="border-t border-terminal-border">
                <th scope="row" className="py-1 pr-2 font-normal wrap-anywhere">
                  {row.name}
                </th>
                <td className="py-1 pr-2 text-right">{row.calls}</td>
                <td className="py-1 text-right">{row.medianLatency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
