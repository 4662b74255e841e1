import { z } from 'zod';

/** What the preview child receives (JSON in `E2E_PREVIEW_OPTIONS`). */
export const previewServerOptionsSchema = z.object({
  port: z.number().int().min(1).max(65_535),
  /** Where the build goes (absolute); emptied first. */
  outDir: z.string().min(1),
  supabaseUrl: z.url(),
  publishableKey: z.string().min(1),
});
export type PreviewServerOptions = z.input<typeof previewServerOptionsSchema>;

/** What the preview child reports once the build is served. */
export const previewReadySchema = z.object({ appUrl: z.url(), outDir: z.string().min(1) });
export type PreviewReady = z.infer<typeof previewReadySchema>;
