import { draftPattern } from './bounded-pattern.ts';
import { decodeLeniently } from './link-values.ts';
import { isTokenLike } from './opaque-tokens.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { scanMatches, type WorkMeter } from '../text/work-meter.ts';

const link = draftPattern(
  String.raw`\b(?:[A-Za-z][A-Za-z0-9+.-]{1,15}:\/\/|www\.)[^\s<>"'\u0060]{1,2048}`,
  'gu',
);
const doi = draftPattern(String.raw`\b10\.\d{4,9}\/[^\s"<>]{1,300}`, 'gu');

/** A query or fragment parameter whose name says its value opens something. */
const credentialName =
  /(?:token|key|secret|signature|password|passwd|credentials?|jwt)$|(?:^|[_.-])(?:sig|pwd|pass|auth|session|sid|code)$|^x-(?:amz|goog)-/iu;

/** Hosts whose every link is itself a key: anyone who has it can post as its owner. */
const capabilityLink =
  /^https:\/\/(?:hooks\.slack\.com\/services|(?:discord|discordapp)\.com\/api\/webhooks)\//iu;

/** The sentence's closing punctuation is not the link's; a ")" is when the link opened one. */
function trimTrailing(match: string): string {
  let opened = 0;
  for (const character of match) {
    if (character === '(') opened++;
    else if (character === ')') opened--;
  }
  let end = match.length;
  while (end > 0) {
    const last = match[end - 1]!;
    if (last === ')' && opened >= 0) break;
    if (!/[.,;:!?'"\])}>]/u.test(last)) break;
    if (last === ')') opened++;
    end--;
  }
  return match.slice(0, end);
}

function parameters(search: string): [string, string][] {
  return [...new URLSearchParams(search.replace(/^[?#]/u, '')).entries()];
}

/** True when the link carries what opens it: a password, a token, a signed query, a share key. */
export function carriesCredentials(written: string): boolean {
  let url: URL;
  try {
    url = new URL(written.startsWith('www.') ? `https://${written}` : written);
  } catch {
    return false;
  }
  if (url.password || isTokenLike(decodeLeniently(url.username), 16)) return true;
  if (capabilityLink.test(url.href)) return true;
  const query = [...parameters(url.search), ...parameters(url.hash)];
  if (query.some(([name, value]) => credentialName.test(name) && value.length >= 4)) return true;
  if (query.some(([, value]) => isTokenLike(value, 16))) return true;
  return url.pathname.split('/').some((segment) => isTokenLike(segment, 20));
}

/**
 * Links: one that carries credentials is kept back whole (`link`); any other is a stretch no
 * number detector looks inside (`keep`), and so is a DOI: "10.1371/journal.pone.0123456" holds
 * no phone number. An address or key inside an ordinary link is still found by its own
 * detector, which runs first.
 */
export function findLinks(text: string, meter: WorkMeter): SensitiveSpan[] {
  const spans: SensitiveSpan[] = [];
  for (const match of scanMatches(link, text, meter)) {
    const written = trimTrailing(match[0]);
    const end = match.index + written.length;
    spans.push({ start: match.index, end, kind: carriesCredentials(written) ? 'link' : 'keep' });
  }
  for (const match of scanMatches(doi, text, meter)) {
    spans.push({
      start: match.index,
      end: match.index + trimTrailing(match[0]).length,
      kind: 'keep',
    });
  }
  return spans;
}
