import { Link } from 'react-router-dom';
import { ResetScreenShell } from '@/features/password/components/reset-screen-shell';
import type { AuthLinkProblem } from '@/lib/auth-link-error';
import { forgotPasswordState } from '@/lib/auth-screen-state';

const actionClassName =
  'inline-flex h-10 w-full items-center justify-center border px-4 text-sm font-bold tracking-wider focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none';
const primaryClassName = `${actionClassName} border-terminal-foreground bg-terminal-foreground text-terminal-background hover:bg-terminal-dim`;
const secondaryClassName = `${actionClassName} border-terminal-border hover:border-terminal-foreground hover:bg-terminal-surface`;

interface RecoveryLinkProblemProps {
  /** What Auth's redirect said about the link, or null when the page was opened without one. */
  problem: AuthLinkProblem | null;
  /** The address this browser is signed in as, when it is. */
  signedInAs: string | null;
}

function explain(problem: AuthLinkProblem | null): { title: string; text: string } {
  if (!problem) {
    return {
      title: 'NO RESET LINK',
      text: 'This page sets a new password from the link in a password-reset e-mail. Open the newest link you received, or ask for a new one.',
    };
  }
  if (problem === 'expired') {
    return {
      title: 'LINK EXPIRED',
      text: 'This password-reset link has expired or was already used. Each link works once, within an hour, and only the newest one you asked for.',
    };
  }
  return {
    title: 'LINK NOT ACCEPTED',
    text: 'This password-reset link could not be used. Ask for a new one: it works once, within an hour.',
  };
}

/**
 * The reset screen without a recovery to finish: the link expired, was used, or failed, or there
 * was no link. Signed out, it leads to asking for a new link; signed in, to the account page,
 * where the password can be changed with the session at hand.
 */
export function RecoveryLinkProblem({ problem, signedInAs }: RecoveryLinkProblemProps) {
  const { title, text } = explain(problem);
  return (
    <ResetScreenShell title={title}>
      <p role="alert" className="text-sm leading-relaxed">
        {text}
      </p>
      {signedInAs === null ? (
        <Link to="/auth" state={forgotPasswordState} className={primaryClassName}>
          REQUEST A NEW LINK
        </Link>
      ) : (
        <>
          <p className="text-sm">
            You are still signed in as <span className="font-bold break-all">{signedInAs}</span>. To
            change your password, open ACCOUNT SETTINGS.
          </p>
          <Link to="/account" className={primaryClassName}>
            ACCOUNT SETTINGS
          </Link>
          <Link to="/dashboard" className={secondaryClassName}>
            DASHBOARD
          </Link>
        </>
      )}
    </ResetScreenShell>
  );
}
