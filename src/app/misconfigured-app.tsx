/**
 * What a build that does not know its backend shows instead of a black page: the app cannot
 * sign anyone in, so it says why and what the person who deployed it has to do.
 */
export function MisconfiguredApp({ problem }: { problem: string }) {
  return (
    <div className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-6">
        <h1 className="text-2xl font-bold tracking-widest">ASSOCIATE IS NOT CONFIGURED</h1>
        <p>This copy of the app was built without its backend settings, so nobody can sign in.</p>
        <p role="alert" className="border border-terminal-danger p-3 text-sm break-words">
          ERROR: {problem}
        </p>
        <p className="text-sm text-terminal-dim">
          If you deployed it: set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY to your
          Supabase project&apos;s URL and publishable key, then build and publish it again.
        </p>
      </main>
    </div>
  );
}
