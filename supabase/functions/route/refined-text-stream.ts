import type { ImpactLoss } from '../_shared/contract/impact-contract.ts';
import type { RouteStreamSink } from '../_shared/contract/route-stream-events.ts';
import { createStreamRestorer } from '../_shared/privacy/placeholder-restore.ts';
import type { PrivacyVault } from '../_shared/privacy/privacy-vault.ts';
import { withheldKindLabels } from '../_shared/privacy/withheld-kinds.ts';
import type { StreamFailure } from '../_shared/router/route-outcome.ts';
import {
  createStreamedReplyReader,
  type StreamedReplyReader,
} from '../_shared/refinement/streamed-reply-reader.ts';

/**
 * A change to the refined text on its way to the caller as its vendor writes it, applied piece
 * by piece: it may hold text back until it can decide (a value split across two pieces) and
 * gives the rest up at `end`. One is made for each answer, so a replaced answer's held text is
 * dropped with it. An answer that did not stream goes out as it was judged, untouched.
 */
export interface StreamedTextTransform {
  push(text: string): string;
  end(): string;
}

/** The streamed text of an answer to a masked draft: every value put back as it comes. */
export function restoringText(vault: PrivacyVault): StreamedTextTransform {
  const restorer = createStreamRestorer(vault, { hideUnrestored: true });
  return { push: restorer.push, end: restorer.finish };
}

/** The text as the vendor wrote it. */
export const unchangedText = (): StreamedTextTransform => ({ push: (text) => text, end: () => '' });

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];

const quotedList = (texts: readonly string[]) => {
  const quoted = texts.slice(0, 2).map((text) => `"${text}"`);
  if (texts.length > 2) return `${quoted.join(', ')} and ${texts.length - 2} more`;
  return quoted.join(' and ');
};

const shortQuote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > 50 ? `${flat.slice(0, 47)}...` : flat}"`;
};

/** What an answer lost of the draft's impact, said for the writer: "dropped your ask …". */
function impactLossSaid(loss: ImpactLoss): string {
  switch (loss.part) {
    case 'ask':
      return `dropped your ask ${shortQuote(loss.text)}`;
    case 'deadline':
      return `dropped the deadline ${shortQuote(loss.text)}`;
    case 'greeting':
      return `changed your greeting ${shortQuote(loss.text)}`;
    case 'sign-off':
      return `changed your sign-off ${shortQuote(loss.text)}`;
  }
}

/** Why the `nth` streamed answer was set aside, for the line `REPLACED: …`. */
export function replacedReason(failure: StreamFailure, nth: number): string {
  const answer = `the ${ordinals[nth - 1] ?? 'last'} answer`;
  if (failure.rejection === 'facts_lost' && failure.lost.length > 0) {
    return `${answer} lost ${quotedList(failure.lost.map((fact) => fact.text))}`;
  }
  if (failure.rejection === 'placeholders_lost') {
    // The kinds only: a reason is shown and stored, and must not hold a value kept private.
    const kinds = (failure.withheld ?? []).map((kind) => withheldKindLabels[kind]);
    return `${answer} lost a value kept from the vendor${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`;
  }
  if (failure.rejection === 'claims_overstated') {
    const change = failure.claims?.find((each) => each.kind === 'strength' && each.after);
    return change?.before
      ? `${answer} said "${change.after}" where your draft said "${change.before}"`
      : `${answer} stated a claim more strongly than your draft`;
  }
  if (failure.rejection === 'impact_lost' && failure.impact && failure.impact.length > 0) {
    return `${answer} ${impactLossSaid(failure.impact[0]!)}`;
  }
  if (failure.rejection === 'off_topic') return `${answer} was not about your draft`;
  if (failure.rejection === 'unparseable') return `${answer} was not a refinement`;
  if (failure.code === 'timeout') return `${answer} took too long`;
  if (failure.code === 'network_error') return `${answer} broke off`;
  return `${answer} failed`;
}

/**
 * One request's refined text on its way to the caller: the leading answer's reply is read as it
 * streams (only its refined message goes on), a failed answer's text is declared void, and an
 * answer that did not stream (the offline engine, a reply judged earlier) goes out in one piece.
 */
export function createRefinedTextStream(
  sink: RouteStreamSink,
  options: { transform?: () => StreamedTextTransform } = {},
) {
  const newTransform = options.transform ?? unchangedText;
  let reader: StreamedReplyReader = createStreamedReplyReader();
  let transform = newTransform();
  /** Whether text of the current answer went out (only then is there anything to replace). */
  let wrote = false;
  let replacedCount = 0;
  const give = (text: string) => {
    if (text === '') return;
    wrote = true;
    sink.delta(text);
  };
  const setAside = (reason: (nth: number) => string) => {
    if (wrote) sink.replaced(reason(++replacedCount));
    reader = createStreamedReplyReader();
    transform = newTransform();
    wrote = false;
  };
  return {
    /** A piece of the leading answer's reply, scaffolding and all (the router's `onText`). */
    onText(piece: string): void {
      give(transform.push(reader.push(piece)));
    },
    /** The leading answer failed after it had written text (the router's `onReplaced`). */
    onReplaced(failure: StreamFailure): void {
      setAside((nth) => replacedReason(failure, nth));
    },
    /** The judged answer: the end of the streamed one, or the whole refined text of another. */
    finish(answer: { streamed: boolean; refined: string }): void {
      if (answer.streamed) {
        give(transform.push(reader.end()) + transform.end());
        return;
      }
      setAside((nth) => `the ${ordinals[nth - 1] ?? 'last'} answer failed`);
      // Already the judged text: the offline engine's, or a reply whose values were put back.
      give(answer.refined);
    },
  };
}
