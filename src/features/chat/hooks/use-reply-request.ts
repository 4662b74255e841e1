import { useCallback, useRef, useState } from 'react';
import { stoppedCode } from '@/features/chat/api/route-events';
import { type MessageRequest, useSendMessage } from '@/features/chat/api/route-api';
import { errorReplyPrefix, stoppedReplyText } from '@/features/chat/model/chat-copy';
import type { ReplyDetails } from '@/features/chat/model/chat-message';
import { createReplyDraft } from '@/features/chat/model/reply-draft';
import { ApiError, userMessageOf } from '@/lib/api-error';

type AppendMessage = (text: string, options: ReplyDetails & { isUser: boolean }) => void;

/**
 * Sending one message and receiving its reply as it is written: the DIRECTOR line, the words
 * in `replyDraft` as they arrive, then the judged reply (or `ERROR: …`, or the STOPPED line)
 * appended to the conversation. `stop` cancels the reply in progress; the caller puts the draft
 * back. Both callbacks are stable.
 */
export function useReplyRequest(options: {
  appendMessage: AppendMessage;
  onLatency: (milliseconds: number) => void;
}) {
  const { appendMessage, onLatency } = options;
  const sendMessage = useSendMessage();
  const { mutateAsync: requestReply } = sendMessage;
  const [replyDraft] = useState(createReplyDraft);
  const isSendingRef = useRef(false);
  const stopRef = useRef<AbortController | null>(null);

  /**
   * Writes the DIRECTOR line, sends `request` and appends the reply; the reply keeps the text
   * that was sent as its draft, so its DIFF is from what the server refined.
   */
  const ask = useCallback(
    (directorLine: string, request: MessageRequest): Promise<boolean> => {
      const { text } = request;
      const controller = new AbortController();
      isSendingRef.current = true;
      stopRef.current = controller;
      appendMessage(directorLine, { isUser: true });
      replyDraft.begin();
      return requestReply({
        ...request,
        signal: controller.signal,
        stream: { onDelta: replyDraft.append, onReplaced: replyDraft.replace },
      })
        .then(
          (reply) => {
            const { vendor, model, latency, fallback, withheld } = reply.meta;
            appendMessage(reply.output, {
              isUser: false,
              meta: { vendor, model, latency, fallback, ...(withheld ? { withheld } : {}) },
              refinement: reply.refinement,
              draft: text,
              replaced: replyDraft.getSnapshot().replaced,
            });
            onLatency(latency);
            return true;
          },
          (error: unknown) => {
            const stopped = error instanceof ApiError && error.code === stoppedCode;
            const line = stopped ? stoppedReplyText : `${errorReplyPrefix}${userMessageOf(error)}`;
            appendMessage(line, { isUser: false });
            return false;
          },
        )
        .finally(() => {
          replyDraft.end();
          isSendingRef.current = false;
          stopRef.current = null;
        });
    },
    [appendMessage, onLatency, replyDraft, requestReply],
  );

  const stop = useCallback(() => stopRef.current?.abort(), []);

  return { ask, stop, replyDraft, isSending: sendMessage.isPending, isSendingRef };
}
