import { describe, expect, it } from 'vitest';
import { legalDocumentSchema, type LegalDocument } from './legal-document-schema';
import { privacyPolicy } from './privacy-content';
import { termsOfUse } from './terms-content';

function withChanges(changes: Partial<LegalDocument>): unknown {
  return { ...termsOfUse, ...changes };
}

describe('legalDocumentSchema', () => {
  it.each([
    ['Terms of Use', termsOfUse],
    ['Privacy Policy', privacyPolicy],
  ])('accepts the %s content', (_name, legalDocument) => {
    expect(legalDocumentSchema.safeParse(legalDocument).error).toBeUndefined();
  });

  it('rejects a last-updated date that is not a YYYY-MM-DD calendar date', () => {
    expect(
      legalDocumentSchema.safeParse(withChanges({ lastUpdated: 'September 17, 2025' })).success,
    ).toBe(false);
    expect(legalDocumentSchema.safeParse(withChanges({ lastUpdated: '2025-02-30' })).success).toBe(
      false,
    );
  });

  it('rejects a document without sections', () => {
    expect(legalDocumentSchema.safeParse(withChanges({ sections: [] })).success).toBe(false);
  });

  it('rejects a blank heading, an empty body and an empty list', () => {
    const blankHeading = [{ id: 'eligibility', heading: '   ', body: ['Text.'] }];
    const emptyBody = [{ id: 'eligibility', heading: 'Eligibility', body: [] }];
    const emptyList = [{ id: 'eligibility', heading: 'Eligibility', body: [{ list: [] }] }];
    for (const sections of [blankHeading, emptyBody, emptyList]) {
      expect(legalDocumentSchema.safeParse(withChanges({ sections })).success).toBe(false);
    }
  });

  it('rejects a section id that is not kebab-case', () => {
    const sections = [{ id: 'Governing Law', heading: 'Governing Law', body: ['Text.'] }];
    expect(legalDocumentSchema.safeParse(withChanges({ sections })).success).toBe(false);
  });

  it('names the duplicate when two sections share an id', () => {
    const section = { id: 'privacy', heading: 'Privacy', body: ['Text.'] };
    const result = legalDocumentSchema.safeParse(withChanges({ sections: [section, section] }));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sections', 1, 'id'],
        message: 'Duplicate section id "privacy"',
      }),
    ]);
  });
});
