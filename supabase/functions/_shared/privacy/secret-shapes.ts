import { draftPattern } from './bounded-pattern.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

/**
 * Keys and tokens by the shape their issuer gives them. Each starts with a fixed prefix, so a
 * pattern is only tried where the prefix is; every repetition is bounded.
 */
export const secretShapes: readonly { issuer: string; shape: string }[] = [
  { issuer: 'Anthropic', shape: String.raw`sk-ant-[A-Za-z0-9_-]{20,400}` },
  {
    issuer: 'OpenAI, OpenRouter and others',
    shape: String.raw`sk-[A-Za-z0-9_-]{20,400}`,
  },
  { issuer: 'Stripe', shape: String.raw`(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,200}` },
  { issuer: 'Stripe webhooks', shape: String.raw`whsec_[A-Za-z0-9]{20,200}` },
  { issuer: 'GitHub', shape: String.raw`gh[pousr]_[A-Za-z0-9]{30,255}` },
  { issuer: 'GitHub fine-grained', shape: String.raw`github_pat_[A-Za-z0-9_]{30,255}` },
  { issuer: 'GitLab', shape: String.raw`glpat-[A-Za-z0-9_-]{20,100}` },
  { issuer: 'AWS access key id', shape: String.raw`(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}` },
  { issuer: 'Slack', shape: String.raw`xox[abposre]-[A-Za-z0-9-]{10,250}` },
  { issuer: 'Slack apps', shape: String.raw`xapp-\d-[A-Za-z0-9-]{10,250}` },
  { issuer: 'Google', shape: String.raw`AIza[0-9A-Za-z_-]{35}` },
  { issuer: 'Groq', shape: String.raw`gsk_[A-Za-z0-9]{20,200}` },
  { issuer: 'Supabase secret key', shape: String.raw`sb_secret_[A-Za-z0-9_-]{10,200}` },
  { issuer: 'Supabase access token', shape: String.raw`sbp_[a-f0-9]{40}` },
  { issuer: 'Hugging Face', shape: String.raw`hf_[A-Za-z0-9]{30,60}` },
  { issuer: 'npm', shape: String.raw`npm_[A-Za-z0-9]{36}` },
  {
    issuer: 'SendGrid',
    shape: String.raw`SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}`,
  },
  {
    issuer: 'a JSON Web Token',
    shape: String.raw`eyJ[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{2,8000}\.[A-Za-z0-9_-]{0,2000}`,
  },
];

const shapePattern = draftPattern(
  String.raw`(?<![A-Za-z0-9_-])(?:${secretShapes.map(({ shape }) => shape).join('|')})(?![A-Za-z0-9_-])`,
  'gu',
);

/** "Bearer <token>" in a pasted header: the token is the secret. */
const bearerToken = draftPattern(
  String.raw`(?<=\bBearer\s{1,3})[A-Za-z0-9._~+/-]{16,4000}={0,2}(?![A-Za-z0-9._~+/=-])`,
  'gu',
);

export function findSecretShapes(text: string, meter: WorkMeter): SensitiveSpan[] {
  return [...scanMatches(shapePattern, text, meter), ...scanMatches(bearerToken, text, meter)].map(
    (match) => ({ start: match.index, end: match.index + match[0].length, kind: 'secret' }),
  );
}
