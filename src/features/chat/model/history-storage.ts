import { z } from '@/lib/zod';
import { chatMessageSchema, type ChatMessage } from '@/features/chat/model/chat-message';

const historyKeyPrefix = 'associate.chat-history.v1.';

/** Each user's history has its own key, so two people sharing a browser never see each other's. */
export function historyStorageKey(userId: string): string {
  return `${historyKeyPrefix}${userId}`;
}

interface StorageOptions {
  storage?: Storage;
}

/**
 * Reads a user's history. Stored data is validated: entries that fail the schema (or a value
 * that is not JSON at all) are dropped with a warning, never a crash.
 */
export function loadHistory(userId: string, options: StorageOptions = {}): ChatMessage[] {
  const storage = options.storage ?? window.localStorage;
  let raw: string | null;
  try {
    raw = storage.getItem(historyStorageKey(userId));
  } catch (error) {
    console.warn('Chat history is unavailable in this browser.', error);
    return [];
  }
  if (raw === null) return [];

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('Discarded stored chat history: it is not valid JSON.');
    return [];
  }
  const list = z.array(z.unknown()).safeParse(parsed);
  if (!list.success) {
    console.warn('Discarded stored chat history: it is not a list of messages.');
    return [];
  }
  const messages: ChatMessage[] = [];
  for (const entry of list.data) {
    const message = chatMessageSchema.safeParse(entry);
    if (message.success) messages.push(message.data);
  }
  if (messages.length !== list.data.length) {
    console.warn(`Discarded ${list.data.length - messages.length} invalid stored chat message(s).`);
  }
  return messages;
}

/** Writes a user's history; a full or blocked storage is reported, not thrown. */
export function saveHistory(
  userId: string,
  messages: readonly ChatMessage[],
  options: StorageOptions = {},
): void {
  const storage = options.storage ?? window.localStorage;
  try {
    if (messages.length === 0) storage.removeItem(historyStorageKey(userId));
    else storage.setItem(historyStorageKey(userId), JSON.stringify(messages));
  } catch (error) {
    console.warn('Could not save the chat history in this browser.', error);
  }
}

/**
 * Adds one message to a user's stored history, for a reply that arrives after the terminal has
 * gone (the session ended while it was being sent): read, append, write, so whatever is stored
 * meanwhile is kept.
 */
export function appendStoredMessage(
  userId: string,
  message: ChatMessage,
  options: StorageOptions = {},
): void {
  saveHistory(userId, [...loadHistory(userId, options), message], options);
}
