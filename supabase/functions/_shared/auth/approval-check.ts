const approvalCacheMs = 60_000;
const maxEntries = 10_000;

/**
 * Asks `is_email_allowed` once per e-mail per minute at most: the answer is cached in the isolate
 * (approvals and refusals alike) and concurrent requests share one lookup.
 */
export function createApprovalCheck(options: {
  isEmailAllowed: (email: string, accessToken: string) => Promise<boolean>;
  nowMs?: () => number;
  cacheMs?: number;
}): (email: string, accessToken: string) => Promise<boolean> {
  const nowMs = options.nowMs ?? Date.now;
  const cacheMs = Math.min(options.cacheMs ?? approvalCacheMs, approvalCacheMs);
  const answers = new Map<string, { allowed: Promise<boolean>; until: number }>();

  return (email, accessToken) => {
    const key = email.toLowerCase();
    const cached = answers.get(key);
    if (cached && cached.until > nowMs()) return cached.allowed;
    if (answers.size >= maxEntries) answers.clear();
    const allowed = options.isEmailAllowed(key, accessToken);
    answers.set(key, { allowed, until: nowMs() + cacheMs });
    // A failed lookup must not be cached: the next request asks again.
    allowed.catch(() => answers.delete(key));
    return allowed;
  };
}
