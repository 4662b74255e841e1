import type { Impact, ImpactLoss } from '@/features/chat/model/impact';

/** "1st", "2nd", "3rd", "4th", "11th", "21st": a sentence's place as a reader says it. */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const last = place % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  return `${place}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}

/** "by 4 April" → "BY 4 April"; "today" → "DUE today": the deadline as written, its word first. */
export function deadlinePart(deadline: string): string {
  const lead = /^(no later than|by|before|until|till|within|on)\b/i.exec(deadline);
  if (!lead) return `DUE ${deadline}`;
  return `${lead[0].toUpperCase()}${deadline.slice(lead[0].length)}`;
}

const askPart = (asks: number) => (asks === 0 ? 'NO ASK' : asks === 1 ? 'ASK 1' : `ASKS ${asks}`);

/**
 * The impact line's figures after its label, draft → refined:
 * `POINT 5th → 1st · ASK 1 · BY 4 April · 118 → 71 WORDS`. A point that stayed put shows its
 * place once; a message with no point shows none; unchanged words show once.
 */
export function impactFigures(impact: Impact): string {
  const { position, words } = impact;
  const parts: string[] = [];
  if (impact.point !== null && position.after !== null) {
    const moved = position.before !== null && position.before !== position.after;
    parts.push(
      moved
        ? `POINT ${ordinal(position.before!)} → ${ordinal(position.after)}`
        : `POINT ${ordinal(position.after)}`,
    );
  }
  parts.push(askPart(impact.asks));
  if (impact.deadline !== null) parts.push(deadlinePart(impact.deadline));
  parts.push(
    words.before === words.after
      ? `${words.after} WORDS`
      : `${words.before} → ${words.after} WORDS`,
  );
  return parts.join(' · ');
}

/** Below this many words a message is a chat line, where a deadline would be noise. */
const deadlineWorthFrom = 40;
/** More asks than this and readers answer fewer of them. */
const mostAsks = 3;
/** Past this many words in the body, a busy reader skims. */
const longBody = 250;

/**
 * What only the writer can fix, read from the impact: a request with no deadline, more than
 * three asks, a body over 250 words. Each says why and what to do.
 */
export function impactNotes(impact: Impact): string[] {
  const notes: string[] = [];
  if (impact.asks > 0 && impact.deadline === null && impact.words.after >= deadlineWorthFrom) {
    notes.push(
      impact.asks === 1
        ? 'your request has no deadline: if you need the answer by a date, say which.'
        : 'your requests have no deadline: if you need the answers by a date, say which.',
    );
  }
  if (impact.asks > mostAsks) {
    notes.push(
      `${impact.asks} asks in one message: readers answer fewer; keep the ones that matter, or number them.`,
    );
  }
  if (impact.words.after > longBody) {
    notes.push(
      `the body runs to ${impact.words.after} words: busy readers skim past about 250; cut what they do not need.`,
    );
  }
  return notes;
}

/** The warning for an ask, a deadline, a greeting or a sign-off the refined text lost. */
export function impactCheckLine(loss: ImpactLoss): string {
  switch (loss.part) {
    case 'ask':
      return `CHECK: your ask "${loss.text}" is not in the refined text`;
    case 'deadline':
      return `CHECK: the deadline "${loss.text}" from your draft is not in the refined text`;
    case 'greeting':
      return `CHECK: your greeting "${loss.text}" is not in the refined text as you wrote it`;
    case 'sign-off':
      return `CHECK: your sign-off "${loss.text}" is not in the refined text as you wrote it`;
  }
}
