import { localKeys } from '../../local-supabase/stack-defaults';

/** The env prefixes of the route function's vendors (`_shared/vendors/vendor-catalog.ts`). */
const vendorPrefixes = [
  'OPENAI',
  'ANTHROPIC',
  'GOOGLE_GENERATIVE_AI',
  'GROQ',
  'MISTRAL',
  'OPENROUTER',
  'OLLAMA',
];

/**
 * Every setting the route function reads in production, and the only names a deploy pushes:
 * each vendor's key, base URL and model, the router's knobs, the quota and the privacy shield.
 * (`supabase/functions/.env.example` lists the same names, plus the local-only ones below.)
 */
export const productionSettingNames: readonly string[] = [
  ...vendorPrefixes.flatMap((prefix) => [
    `${prefix}_API_KEY`,
    `${prefix}_BASE_URL`,
    `${prefix}_MODEL`,
  ]),
  'ROUTER_VENDORS',
  'ROUTER_DEADLINE_MS',
  'ROUTER_HEDGING',
  'ROUTER_HEDGE_BUDGET',
  'ROUTER_ATTEMPT_TIMEOUT_MS',
  'ROUTER_STREAM_STALL_MS',
  'ROUTER_LOCAL_FALLBACK',
  'ROUTER_BREAKER_COOLDOWN_MS',
  'ROUTER_EXPLORATION',
  'PRIVACY_SHIELD',
  'ROUTE_QUOTA_PER_MINUTE',
  'ROUTE_QUOTA_PER_DAY',
  'ROUTE_QUOTA_CHECK',
];

/** Settings the function reads that belong to a developer's machine, never to production. */
export const localOnlySettings: Readonly<Record<string, string>> = {
  SB_JWT_ISSUER:
    'for a CLI stack on another host or port; a hosted project derives the issuer from its own URL, and a wrong one refuses every user',
};

/**
 * The most production's quota may allow: ten times the function's defaults (20 a minute, 300 a
 * day). Above it is a value for load tests, which set 100,000, not for people.
 */
export const productionQuotaCeiling: Readonly<Record<string, number>> = {
  ROUTE_QUOTA_PER_MINUTE: 200,
  ROUTE_QUOTA_PER_DAY: 3_000,
};

/**
 * Values that stand in for a key in tests, examples and templates: none opens a vendor account,
 * and pushed they would fail every call of that vendor.
 */
const standIns =
  /^(?:sk-|sk_)?(?:test|testing|dummy|fake|mock|example|changeme|change-me|placeholder|todo|none|null|undefined|secret|your[-_ ]?(?:api[-_ ]?)?key(?:[-_ ]?here)?|x+|\.{3}|…)$/i;

/** Why `value` of `name` is a known test value, or undefined. */
export function testValueProblem(name: string, value: string): string | undefined {
  const trimmed = value.trim();
  if (name.endsWith('_API_KEY') && standIns.test(trimmed)) {
    return `"${trimmed}" is a stand-in used in tests and examples, not a key`;
  }
  if ((Object.values(localKeys) as string[]).includes(trimmed)) {
    return 'is a key of the local stack, which every clone of this repository knows';
  }
  if (name === 'PRIVACY_SHIELD' && /^(?:off|false|0)$/i.test(trimmed)) {
    return 'off sends every draft to the vendors as typed (a local knob for measuring); leave it unset, the shield is on by default';
  }
  const ceiling = productionQuotaCeiling[name];
  if (ceiling !== undefined && Number(trimmed) > ceiling) {
    return `${trimmed} is a load-test value; production allows at most ${ceiling}`;
  }
  return undefined;
}
