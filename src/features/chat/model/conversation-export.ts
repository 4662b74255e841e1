import type { ChatMessage } from '@/features/chat/model/chat-message';

/** The conversation as plain text: `USER:` / `ASSOCIATE:` lines separated by blank lines. */
export function formatConversation(messages: readonly ChatMessage[]): string {
  return messages
    .map((message) => `${message.isUser ? 'USER' : 'ASSOCIATE'}: ${message.text}`)
    .join('\n\n');
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `associate-conversation-YYYY-MM-DD.txt`, in the user's local date. */
export function exportFileName(date: Date): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `associate-conversation-${day}.txt`;
}

/** Saves the conversation as a local .txt download; nothing is sent anywhere. */
export function downloadConversation(
  messages: readonly ChatMessage[],
  options: { now?: Date; document?: Document } = {},
): string {
  const ownerDocument = options.document ?? window.document;
  const fileName = exportFileName(options.now ?? new Date());
  const blob = new Blob([formatConversation(messages)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  ownerDocument.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
