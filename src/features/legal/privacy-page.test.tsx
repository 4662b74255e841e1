import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addLegalPageTests,
  renderLegalPage,
  sectionText,
  type LegalStatement,
} from '@/test/legal-page-checks';
import { PrivacyPage } from './privacy-page';

const specSectionHeadings = [
  '1. Information We Collect',
  '2. How We Use Information',
  '3. How We Share Information',
  '4. Retention and Deletion',
  '5. Security',
  '6. Your Rights',
  '7. Changes to This Policy',
  '8. Contact Us',
];

const specStatements: LegalStatement[] = [
  ['that the service is for adults only', '1. Information We Collect', /at least 18 years old/],
  [
    'that chat history stays in the browser',
    '1. Information We Collect',
    /conversation is kept only in your own browser.*It is not sent to our servers/,
  ],
  [
    'that the server holds the account e-mail and the approval list',
    '1. Information We Collect',
    /Account information: your e-mail address.*approved for the private beta are held on our server/,
  ],
  [
    'the usage events recorded per user',
    '1. Information We Collect',
    /record against your account the time, the engine .*, the model, how long the reply took \(latency\), the number of tokens used/,
  ],
  [
    'that the router processes messages without storing them',
    '1. Information We Collect',
    /sent to our router .* The router does not store the text/,
  ],
  [
    'AI processing by third-party AI providers, when configured',
    '3. How We Share Information',
    /when they are configured, the text of your message.* is sent to one or more third-party AI providers/,
  ],
  [
    'that the offline engine keeps messages from AI providers',
    '3. How We Share Information',
    /When the offline engine answers, your message is not sent to any AI provider/,
  ],
  ['a card payment provider', '3. How We Share Information', /Card payment provider/],
  [
    'usage logs kept up to 12 months',
    '4. Retention and Deletion',
    /Usage logs are kept for up to 12 months/,
  ],
  [
    'deletion within 30 days of a request',
    '4. Retention and Deletion',
    /within 30 days of the deletion request/,
  ],
  ['answers to data requests within 45 days', '6. Your Rights', /data requests within 45 days/],
  [
    "30 days' notice before the policy changes",
    '7. Changes to This Policy',
    /Before a material change takes effect, we will give you at least 30 days' notice/,
  ],
];

describe('PrivacyPage', () => {
  addLegalPageTests({
    page: <PrivacyPage />,
    path: '/privacy',
    title: 'PRIVACY POLICY',
    lastUpdated: 'September 17, 2025',
    sectionHeadings: specSectionHeadings,
    statements: specStatements,
  });

  it('sends data requests to the privacy address and everything else to support', () => {
    renderLegalPage(<PrivacyPage />, '/privacy');
    const contact = sectionText('8. Contact Us');
    expect(contact).toMatch(/data requests .* write to privacy@associate\.app/);
    expect(contact).toMatch(/For anything else.* write to support@associate\.app/);
    expect(screen.getAllByRole('link', { name: 'privacy@associate.app' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@associate.app',
    );
  });
});
