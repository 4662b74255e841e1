import { findEmailAddresses } from './email-addresses.ts';
import { findIbans } from './ibans.ts';
import { findIpAddresses } from './ip-addresses.ts';
import { findLabeledSecrets } from './labeled-secrets.ts';
import { findValuesInLinks } from './link-values.ts';
import { findLinks } from './links.ts';
import { findOpaqueTokens } from './opaque-tokens.ts';
import { findPaymentCards } from './payment-cards.ts';
import { findPemKeys } from './pem-keys.ts';
import { findPhoneNumbers } from './phone-numbers.ts';
import { findPrivateMarks } from './private-marks.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { findSocialSecurityNumbers } from './social-security-numbers.ts';
import { findSecretShapes } from './secret-shapes.ts';
import type { WorkMeter } from '../text/work-meter.ts';

/**
 * Every value of `text` to keep back, in text order, none overlapping. The detectors run most
 * specific first, and a span overlapping one claimed before it is dropped: the writer's own
 * marks win over everything, a link's password is not also an e-mail address
 * ("user:pass@host.org"), and the digits of an ordinary link or a DOI, which the link
 * detector claims as `keep` (never returned), are not a phone or card number. A `keep`
 * stretch may hold values found before it: an IP address inside an ordinary link, and the
 * phone, card and IBAN numbers and escaped addresses `findValuesInLinks` reads in its path,
 * query and fragment.
 */
export async function findSensitiveSpans(text: string, meter: WorkMeter): Promise<SensitiveSpan[]> {
  const links = findLinks(text, meter);
  const found = await Promise.all([
    findPrivateMarks(text, meter),
    findPemKeys(text, meter),
    links.filter((span) => span.kind === 'link'),
    findSecretShapes(text, meter),
    findLabeledSecrets(text, meter),
    findEmailAddresses(text, meter),
    findIpAddresses(text, meter),
    findValuesInLinks(
      text,
      links.filter((span) => span.kind === 'keep'),
      meter,
    ),
    links.filter((span) => span.kind === 'keep'),
    findIbans(text, meter),
    findPaymentCards(text, meter),
    findSocialSecurityNumbers(text, meter),
    findPhoneNumbers(text, meter),
    findOpaqueTokens(text, meter),
  ]);
  const claimed = new Uint8Array(text.length);
  const kept: SensitiveSpan[] = [];
  for (const spans of found) {
    for (const span of spans) {
      meter.steps += span.end - span.start;
      if (span.kind === 'keep') {
        claimed.fill(1, span.start, span.end);
        continue;
      }
      if (claimed.subarray(span.start, span.end).some((taken) => taken === 1)) continue;
      claimed.fill(1, span.start, span.end);
      kept.push(span);
    }
  }
  return kept.sort((left, right) => left.start - right.start);
}
