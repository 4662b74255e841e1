import type { ChatMessage } from '@/features/chat/model/chat-message';

/** The styles the route function accepts (its `style` field; contract in route-request-contract.ts). */
export type FollowUpStyleId = 'shorter' | 'formal' | 'friendly' | 'direct' | 'plain';

/** One action of the follow-up row: what it sends, what it shows, and its key. */
export interface FollowUpStyle {
  style: FollowUpStyleId;
  /** The button's text and the DIRECTOR line it writes, as `[SHORTER]`. */
  label: string;
  /**
   * The letter pressed with Shift when no text field has focus. Shift keeps a stray letter (or a
   * dictated word) from sending a paid request; none of these clash with M, D, 1–8 or Ctrl+L.
   */
  key: string;
  /** What the tooltip says the style does. */
  description: string;
}

/** The row in order: SHORTER · FORMAL · FRIENDLIER · DIRECT · PLAIN. */
export const followUpStyles: readonly FollowUpStyle[] = [
  { style: 'shorter', label: 'SHORTER', key: 'S', description: 'Fewer words, same facts' },
  {
    style: 'formal',
    label: 'FORMAL',
    key: 'F',
    description: 'For a reviewer, an editor or a funder',
  },
  { style: 'friendly', label: 'FRIENDLIER', key: 'W', description: 'Warmer, with contractions' },
  { style: 'direct', label: 'DIRECT', key: 'T', description: 'To the point: no hedges' },
  { style: 'plain', label: 'PLAIN', key: 'P', description: 'For a reader outside your field' },
];

/** The follow-up bound to Shift and a letter, if any ("S" with Shift is SHORTER). */
export function followUpForKey(key: string, shiftKey: boolean): FollowUpStyle | undefined {
  if (!shiftKey) return undefined;
  return followUpStyles.find((entry) => entry.key === key.toUpperCase());
}

/** The DIRECTOR line a follow-up writes into the conversation (and the export). */
export const directorLineOf = (entry: FollowUpStyle) => `[${entry.label}]`;

/**
 * The reply a follow-up refines again: the latest reply with a refined message. Its
 * `refinement.refined` is what is sent, so each follow-up builds on the one before.
 */
export function followUpSourceOf(messages: readonly ChatMessage[]): ChatMessage | undefined {
  return messages.findLast((message) => !message.isUser && message.refinement !== undefined);
}
