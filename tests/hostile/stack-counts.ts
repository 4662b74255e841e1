import { z } from 'zod';

/** What a hostile request may have created; every case compares these before and after. */
export const stackCountsSchema = z.object({
  users: z.number().int(),
  mails: z.number().int(),
  usageEvents: z.number().int(),
});
export type StackCounts = z.infer<typeof stackCountsSchema>;

export const noCreations: StackCounts = { users: 0, mails: 0, usageEvents: 0 };
