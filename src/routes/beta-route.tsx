import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';

/** `/beta`: how to ask for access (public). */
export function BetaRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-xl">
        <div className="space-y-4 p-6 text-sm leading-relaxed">
          <h1 className="text-2xl font-bold tracking-[0.2em]">BETA ACCESS REQUEST</h1>
          <p>
            Associate is in private beta. Access is limited to approved researchers while we study
            how people refine their messages for clarity and impact.
          </p>
          <p>
            To request access, e-mail the research team with your research background and your
            intended use case.
          </p>
          <p>
            Access is granted based on research relevance and our current capacity. If your request
            is approved, you will receive an e-mail notification.
          </p>
          <Link
            to="/auth"
            className="inline-flex h-10 items-center border border-terminal-foreground bg-terminal-foreground px-4 text-sm font-bold tracking-wider text-terminal-background hover:bg-terminal-dim focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none"
          >
            BACK TO LOGIN
          </Link>
        </div>
      </Card>
    </main>
  );
}
