import { startsSentence } from '../../text/token-context.ts';
import { openerDrops } from './clause-openers.ts';
import { expandContractions } from './contraction-expansion.ts';
import {
  chattyOpeners,
  greetedGroups,
  informalGreeting,
  informalSignOffs,
  informalWords,
} from './formal-register-data.ts';
import { matchEdits, type Proposal, type RuleContext, type RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { swapFamily } from './word-families.ts';

const openers = openerDrops(chattyOpeners);
const informal = swapFamily(informalWords);

/** A sentence-ending "!" (never "!=" or "x!" in code): "Great!" → "Great.", "Really?!" → "Really?". */
const exclamation = /(?<=[\p{L}\p{N})\]"'”’?])(!+)(?=\s|$|["'”’)\]])/gu;

function exclamations(text: string, skip: ReadonlySet<number>): Proposal[] {
  return [...text.matchAll(exclamation)].flatMap((match): Proposal[] => {
    if (skip.has(match.index)) return [];
    const afterQuestion = text.charAt(match.index - 1) === '?';
    return [
      {
        start: afterQuestion ? match.index - 1 : match.index,
        end: match.index + match[0].length,
        replacement: afterQuestion ? '?' : '.',
        reason: 'formal writing does not exclaim',
        rule: 'exclamation mark',
      },
    ];
  });
}

const groupAfterGreeting =
  /^[ \t]+(all|everyone|everybody|guys|folks|team|both)[ \t]*([,!:.]?)(?=[ \t]|$)/i;
const nameAfterGreeting =
  /^[ \t]+((?:(?:Dr|Prof|Mr|Mrs|Ms)\.?[ \t]+)?\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:and[ \t]+)?\p{Lu}[\p{L}'’.-]*){0,3})[ \t]*([,!:]?)(?=[ \t]|$)/u;
const nothingAfterGreeting = /^[ \t]*([,!:.]?)(?=[ \t]|$)/;

/**
 * The mark after a greeting: "!" or ":" becomes ","; and when the message goes on on the same
 * line ("Hi Maria, we finished…"), it starts a paragraph of its own, with its capital.
 */
function greetingMark(text: string, markAt: number, mark: string): Proposal | undefined {
  const base = { reason: 'a formal greeting', rule: 'greeting' } as const;
  const rest = /^[ \t]+(\p{L})/u.exec(text.slice(markAt + 1));
  if (rest && mark !== '') {
    const letter = rest[1]!;
    const lower = letter !== letter.toUpperCase();
    const end = markAt + 1 + rest[0].length - (lower ? 0 : 1);
    return {
      ...base,
      start: markAt,
      end,
      replacement: `,\n\n${lower ? letter.toUpperCase() : ''}`,
    };
  }
  if (mark === '!' || mark === ':' || mark === '.') {
    return { ...base, start: markAt, end: markAt + 1, replacement: ',' };
  }
  return undefined;
}

/**
 * "Hey Maria!" → "Dear Maria,", "Hi everyone," → "Dear all,", "Hello!" → "Hello,". Only the
 * greeting, a group's word and the mark after change: a name is protected. `marks` are the
 * exclamation marks it turns into commas, which the full-stop rule must leave alone.
 */
function greetings(text: string): { edits: Proposal[]; marks: Set<number> } {
  const edits: Proposal[] = [];
  const marks = new Set<number>();
  const base = { reason: 'a formal greeting', rule: 'greeting' } as const;
  for (const match of text.matchAll(informalGreeting)) {
    const start = match.index + match[1]!.length;
    const end = start + match[2]!.length;
    const rest = text.slice(end, end + 120).split('\n')[0]!;
    const group = groupAfterGreeting.exec(rest);
    const named = group ?? nameAfterGreeting.exec(rest);
    const found = named ?? nothingAfterGreeting.exec(rest);
    if (!found || (match[2] === 'Dear' && !named)) continue;
    edits.push({ ...base, start, end, replacement: named ? 'Dear' : 'Hello' });
    const formalGroup = group ? greetedGroups[group[1]!.toLowerCase()]! : undefined;
    if (group && formalGroup !== group[1]) {
      const at = end + group[0].indexOf(group[1]!);
      edits.push({ ...base, start: at, end: at + group[1]!.length, replacement: formalGroup! });
    }
    const mark = found[found.length - 1]!;
    const markAt = end + found[0].length - 1;
    const markEdit = greetingMark(text, markAt, mark);
    if (markEdit) edits.push(markEdit);
    if (mark !== '') marks.add(markAt);
  }
  return { edits, marks };
}

/** "Cheers," on a line of its own → "Best regards,". */
function signOffs(text: string): Proposal[] {
  const edits: Proposal[] = [];
  // The line's spaces are taken whole ("(?=(…))\1" never gives any back) and the mark is
  // optional with its own spaces: a line of spaces was otherwise split every way, cubic in it.
  for (const match of text.matchAll(
    /^(?=([ \t]*))\1([\p{L} ]{2,12}?)[ \t]*(?:([,!.])[ \t]*)?$/gmu,
  )) {
    const formal = informalSignOffs[match[2]!.toLowerCase()];
    if (!formal || formal.toLowerCase() === match[2]!.toLowerCase()) continue;
    const start = match.index + match[1]!.length;
    edits.push({
      start,
      end: start + match[2]!.length + (match[3] === '!' ? 1 : 0),
      replacement: match[3] === '!' ? `${formal},` : formal,
      reason: 'a formal sign-off',
      rule: 'sign-off',
    });
  }
  return edits;
}

/**
 * Emoji (with their skin tones and joiners) and the space before them; a match starts where the
 * spaces do, so a long run of spaces is read once, not once from each of its characters.
 */
const emoji =
  /(?<![^\S\n])[^\S\n]*\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu;

/**
 * "But" heading a sentence (plain English allows it, and a split may write it) reads as
 * conversation in formal prose: "However," says the same.
 */
function sentenceInitialBut(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  return tokens.flatMap((token, at): Proposal[] => {
    const next = tokens[at + 1];
    if (token.text !== 'But' || !next || !startsSentence(text, tokens, at)) return [];
    if (!/^[^\S\n]+$/.test(text.slice(token.end, next.start))) return [];
    return [
      {
        start: token.start,
        end: next.start,
        replacement: 'However, ',
        reason: '"However," heads a formal sentence',
        rule: 'But',
      },
    ];
  });
}

function findFormal(context: RuleContext): Proposal[] {
  const { text } = context;
  const greeted = greetings(text);
  return [
    ...expandContractions(context),
    ...greeted.edits,
    ...exclamations(text, greeted.marks),
    ...signOffs(text),
    ...informal.find(context),
    ...matchEdits(text, emoji, {
      replacement: '',
      reason: 'formal writing has no emoji',
      rule: 'emoji',
    }),
    ...sentenceInitialBut(context),
    ...openers(context),
  ];
}

/** FORMAL: contractions spelled out, no exclamation marks, no chatty openers or words. */
export const formalRegisterFamily: RuleFamily = {
  sources: sourcesOf(chattyOpeners.rules, informalWords.rules),
  summary:
    'contractions spelled out, exclamation marks, chatty openers, informal greetings, sign-offs and words ("Hey Maria!" → "Dear Maria,", "gonna" → "going to"), emoji',
  find: findFormal,
};
