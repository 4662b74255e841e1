import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addLegalPageTests, renderLegalPage, type LegalStatement } from '@/test/legal-page-checks';
import { TermsPage } from './terms-page';

const specSectionHeadings = [
  '1. Eligibility',
  '2. Use of the Service',
  '3. Accounts',
  '4. Subscriptions and Payment',
  '5. Intellectual Property',
  '6. AI-Generated Content Disclaimer',
  '7. Privacy',
  '8. Limitation of Liability',
  '9. Termination',
  '10. Governing Law',
  '11. Changes to Terms',
  '12. Indemnification',
  '13. Third-Party Services',
  '14. Force Majeure',
  '15. Miscellaneous',
];

const specStatements: LegalStatement[] = [
  ['a minimum age of 18', '1. Eligibility', /at least 18 years old/],
  [
    'no use from U.S.-embargoed countries',
    '1. Eligibility',
    /subject to a U\.S\. government embargo/,
  ],
  ['free and beta tiers', '4. Subscriptions and Payment', /free and beta tiers/],
  ['monthly or annual plans', '4. Subscriptions and Payment', /billed monthly or annually/],
  ['a card payment provider', '4. Subscriptions and Payment', /third-party card payment provider/],
  ['auto-renewal', '4. Subscriptions and Payment', /Paid subscriptions auto-renew/],
  [
    "30 days' notice before a renewal",
    '4. Subscriptions and Payment',
    /at least 30 days' notice by e-mail before a subscription renews/,
  ],
  [
    "30 days' notice before a price change",
    '4. Subscriptions and Payment',
    /at least 30 days' notice before any change to the price/,
  ],
  [
    'cancellation at the end of the billing period',
    '4. Subscriptions and Payment',
    /Cancellation takes effect at the end of the current billing period/,
  ],
  ['non-refundable fees', '4. Subscriptions and Payment', /Fees are non-refundable/],
  [
    'AI processing by third-party AI providers',
    '6. AI-Generated Content Disclaimer',
    /run by third-party AI providers/,
  ],
  ['usage logs kept up to 12 months', '7. Privacy', /usage logs are kept for up to 12 months/],
  ['deletion within 30 days', '7. Privacy', /deleted within 30 days of a deletion request/],
  ['answers to data requests within 45 days', '7. Privacy', /data requests within 45 days/],
  [
    "liability capped at the prior 12 months' fees",
    '8. Limitation of Liability',
    /capped at the total fees you paid us for the Service in the 12 months before the event/,
  ],
  ['Michigan law', '10. Governing Law', /governed by the laws of the State of Michigan/],
  [
    'the courts of one Michigan county',
    '10. Governing Law',
    /state courts located in Washtenaw County, Michigan/,
  ],
  [
    "30 days' notice before the terms change",
    '11. Changes to Terms',
    /Before a material change takes effect, we will give you at least 30 days' notice/,
  ],
];

describe('TermsPage', () => {
  addLegalPageTests({
    page: <TermsPage />,
    path: '/terms',
    title: 'TERMS OF USE',
    lastUpdated: 'September 17, 2025',
    sectionHeadings: specSectionHeadings,
    statements: specStatements,
  });

  it('links the privacy and support addresses', () => {
    renderLegalPage(<TermsPage />, '/terms');
    const privacyLinks = screen.getAllByRole('link', { name: 'privacy@associate.app' });
    const supportLinks = screen.getAllByRole('link', { name: 'support@associate.app' });
    expect(privacyLinks[0]).toHaveAttribute('href', 'mailto:privacy@associate.app');
    expect(supportLinks[0]).toHaveAttribute('href', 'mailto:support@associate.app');
  });
});
