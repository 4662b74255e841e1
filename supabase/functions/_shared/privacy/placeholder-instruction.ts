import { placeholderFor } from './withheld-kinds.ts';

/**
 * The line a system prompt gains when the draft has placeholders (see
 * vendors/associate-prompt.ts and vendors/style-instructions.ts for how the prompt is built).
 * An answer that breaks it fails like one that lost a number.
 */
export const placeholderInstruction = [
  `The message holds placeholders such as ${placeholderFor('email', 1)} or ${placeholderFor('secret', 2)}:`,
  'each stands for a value kept private. Keep every placeholder exactly as written, brackets,',
  'capitals, space and number included, and each as often as the message has it; never',
  'change, translate, explain, merge or invent one.',
].join('\n');
