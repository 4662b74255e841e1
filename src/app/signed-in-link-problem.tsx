import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthLinkProblem } from '@/lib/auth-link-error';
import { showToast } from '@/lib/lazy-toast';

const explanations: Record<AuthLinkProblem, string> = {
  expired:
    'That e-mail link had expired or was already used. You are signed in, so there is nothing more to do.',
  refused: 'That e-mail link could not be used. You are signed in, so there is nothing more to do.',
};

/**
 * A failed e-mail link that landed on a signed-in screen (an old magic link opened in a browser
 * already signed in): a warning in fixed words, never the text the URL carried, and the
 * fragment taken off the address, so a reload or a bookmark does not say it again.
 */
export function SignedInLinkProblem({ problem }: { problem: AuthLinkProblem }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showToast('warning', 'Link Not Used', { description: explanations[problem] });
    void navigate({ pathname, search, hash: '' }, { replace: true });
  }, [navigate, pathname, problem, search]);
  return null;
}
