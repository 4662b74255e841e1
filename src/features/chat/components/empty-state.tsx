import { productTagline } from '@/lib/product-copy';

/** Shown before the first message: the welcome, the tagline and the last latency once known. */
export function EmptyState({ lastLatencyMs }: { lastLatencyMs: number | null }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-xl font-bold tracking-[0.25em]">WELCOME TO ASSOCIATE</p>
      <p className="max-w-md text-sm text-terminal-dim">{productTagline}</p>
      {lastLatencyMs !== null && (
        <p className="text-xs tracking-widest text-terminal-dim">
          LAST RESPONSE LATENCY: {Math.round(lastLatencyMs)} ms
        </p>
      )}
    </div>
  );
}
