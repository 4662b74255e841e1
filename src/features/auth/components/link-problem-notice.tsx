import type { AuthLinkProblem } from '@/lib/auth-link-error';

const explanations: Record<AuthLinkProblem, { title: string; text: string }> = {
  expired: {
    title: 'LINK EXPIRED',
    text: 'That e-mail link has expired or was already used: each link works once, within an hour, and only the newest one you asked for.',
  },
  refused: {
    title: 'LINK NOT ACCEPTED',
    text: 'That e-mail link could not be used.',
  },
};

/**
 * Above the /auth card after a confirmation or magic link failed on its way to /dashboard: why,
 * in fixed words (never the words the link's URL carried), and the way on. The SIGNUP tab opens
 * below with its magic link chosen, which sends a new link to a confirmed address and a new
 * confirmation to one not yet confirmed.
 */
export function LinkProblemNotice({ problem }: { problem: AuthLinkProblem }) {
  const { title, text } = explanations[problem];
  return (
    <section
      role="alert"
      aria-labelledby="link-problem-title"
      className="space-y-2 border border-terminal-foreground p-4 text-sm leading-relaxed"
    >
      <h2 id="link-problem-title" className="font-bold tracking-widest">
        {title}
      </h2>
      <p>
        {text} Send yourself a new one with SEND MAGIC LINK below, or log in with your password on
        the LOGIN tab.
      </p>
    </section>
  );
}
