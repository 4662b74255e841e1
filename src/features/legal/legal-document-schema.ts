import { z } from '@/lib/zod';

const nonBlankTextSchema = z.string().trim().min(1, 'Text must not be blank');

/** A bulleted list inside a section, e.g. the things a user agrees not to do. */
export const legalListSchema = z.object({
  list: z.array(nonBlankTextSchema).min(1, 'A list needs at least one item'),
});

/**
 * One block of a section's body: a plain string is a paragraph, `{ list }` a bulleted list.
 * Blocks keep their order, so a list can sit between the paragraphs that introduce and follow it.
 */
export const legalBlockSchema = z.union([nonBlankTextSchema, legalListSchema]);

/**
 * One numbered section. The number is the section's position in the document (1-based), so
 * reordering or inserting a section can never leave the numbering stale.
 */
export const legalSectionSchema = z.object({
  /** Kebab-case anchor, unique in its document (`/terms#governing-law`). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Section ids are kebab-case'),
  heading: nonBlankTextSchema,
  body: z.array(legalBlockSchema).min(1, 'A section needs at least one paragraph or list'),
});

/** A legal document as data: what the one renderer turns into the Terms and Privacy pages. */
export const legalDocumentSchema = z
  .object({
    title: nonBlankTextSchema,
    /** Calendar date of the last revision, `YYYY-MM-DD`; shown as "Last updated: <long date>". */
    lastUpdated: z.iso.date(),
    /** Paragraphs shown before section 1. */
    introduction: z.array(nonBlankTextSchema),
    sections: z.array(legalSectionSchema).min(1, 'A document needs at least one section'),
  })
  .superRefine((legalDocument, context) => {
    const seenIds = new Set<string>();
    legalDocument.sections.forEach((section, index) => {
      if (seenIds.has(section.id)) {
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: `Duplicate section id "${section.id}"`,
        });
      }
      seenIds.add(section.id);
    });
  });

export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
