/**
 * The reply being written, outside React state: only the components that subscribe re-render
 * when a word arrives (the streaming bubble on every word; the footer when it starts writing),
 * never the list of messages.
 */
export interface ReplyDraftSnapshot {
  /** `waiting`: sent, no word yet; `writing`: words are arriving. */
  phase: 'idle' | 'waiting' | 'writing';
  /** The words of the current answer so far. */
  text: string;
  /** Why each earlier answer was set aside (`the first answer lost "12%"`), oldest first. */
  replaced: readonly string[];
}

export interface ReplyDraft {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReplyDraftSnapshot;
  /** A message was sent: nothing written yet. */
  begin(): void;
  append(text: string): void;
  /** What was written is void: the next words start afresh under a REPLACED line. */
  replace(reason: string): void;
  /** The reply arrived, failed or was stopped. */
  end(): void;
}

const idle: ReplyDraftSnapshot = { phase: 'idle', text: '', replaced: [] };

export function createReplyDraft(): ReplyDraft {
  let snapshot = idle;
  const listeners = new Set<() => void>();
  const set = (next: ReplyDraftSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    begin: () => set({ phase: 'waiting', text: '', replaced: [] }),
    append: (text) => set({ ...snapshot, phase: 'writing', text: snapshot.text + text }),
    replace: (reason) =>
      set({ phase: 'writing', text: '', replaced: [...snapshot.replaced, reason] }),
    end: () => set(idle),
  };
}
