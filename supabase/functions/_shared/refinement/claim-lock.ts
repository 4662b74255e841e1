import { claimNotes } from '../claims/claim-notes.ts';
import { readClaims } from '../claims/claim-reading.ts';
import { type ReadStrength, type SentenceClaim, stronger } from '../claims/claim-types.ts';
import type { Claim, ClaimChange } from '../contract/claims-contract.ts';
import { impactPasses, sentencesToTheReader } from '../impact/message-reading.ts';
import { readDocument, type TextDocument } from '../text/text-document.ts';
import type { WorkMeter } from '../text/work-meter.ts';
import { alignSentences, stemsOf } from './sentence-alignment.ts';
import { contentStem } from './relevance-check.ts';
import { isFunctionWord } from '../text/english/word-classes.ts';

/** What a refined text did to the draft's claims: empty when it kept every one as written. */
export interface ClaimCheck {
  changed: ClaimChange[];
  /** Set when the work budget left no room to read the refined text's claims. */
  incomplete?: true;
}

/** The draft's claims, read once per request and checked against each candidate reply. */
export interface ClaimLock {
  /** One entry per sentence of the draft that states a relation, in draft order. */
  readonly claims: Claim[];
  /** Notes on causes the draft states in what reads as an observational finding. */
  readonly notes: string[];
  check(refined: string, budget?: WorkMeter): ClaimCheck;
}

interface ReadSentence {
  claim: SentenceClaim;
  stems: Set<string>;
}

/** Said when the claim check had no room left to read the refined text. */
export const claimCheckNote =
  'The claim check stopped early on this long message: compare its claims with your draft yourself.';

/** Passes over a text that reading its claims makes: the document's, the lexicon's, the checks'. */
export const claimPasses = 3;

function readText(document: TextDocument): ReadSentence[] {
  return readClaims(document).map((claim, index) => ({
    claim,
    stems: stemsOf(document.wordsOf(document.sentences[index]!)),
  }));
}

/** The contract's entry for a sentence that states a relation. */
function toClaim(claim: SentenceClaim): Claim | undefined {
  if (claim.strength === 'none') return undefined;
  return {
    sentence: claim.sentence.text,
    strength: claim.strength,
    hedges: claim.hedges.map((hedge) => hedge.text),
    scope: claim.scope.map((scope) => scope.text),
  };
}

/** Words that firm a claim up where a hedge was: "may" → "will", "suggests" → "shows". */
const firmerWords = new Set(
  `will shows show showed shown demonstrates demonstrate demonstrated proves prove proved proven
   confirms confirm confirmed establishes establish established clearly definitely certainly
   undoubtedly always can does do did`.split(/\s+/),
);

/** Words of a scope that need not survive: "in the present study" → "in this study". */
const looseScopeWords = new Set(['present', 'current', 'our', 'this', 'these']);

/**
 * Words for a study's own sample that say the same scope: "in this cohort" and "in this group"
 * (a plainer word) limit the finding alike.
 */
const sampleWords = new Set(['cohort', 'cohorts', 'group', 'groups', 'sample', 'samples']);
const sampleStem = 'sample';

/**
 * Nouns that only hold what names a scope: "in the month of May" is kept by "in May", "in the
 * city of Leeds" by "in Leeds", "during the 2023 season" by "during 2023".
 */
const containerWords = new Set(
  `month year week day period season city town region country state area time`.split(' '),
);

function scopeStems(text: string): string[] {
  const named = /\d|\s\p{Lu}/u.test(text);
  return text
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter((word) => word && !looseScopeWords.has(word) && !isFunctionWord(word))
    .filter((word) => !(named && containerWords.has(word)))
    .map((word) => (sampleWords.has(word) ? sampleStem : contentStem(word)))
    .filter((stem): stem is string => stem !== undefined);
}

/**
 * Whether two scopes are about the same thing: the same head word, or two words for the study's
 * sample. With as many words as the draft's, a scope said in other words is kept ("in a
 * heterogeneous cohort" → "in a mixed group"); with fewer it lost one ("in aged mice" → "in
 * mice").
 */
function sameHead(draft: string, reply: string): boolean {
  if (sampleWords.has(draft) && sampleWords.has(reply)) return true;
  return contentStem(draft) === contentStem(reply);
}

/** The stems a refined sentence offers a scope: its own, and the sample's for its sample words. */
function offeredStems(sentence: ReadSentence): string[] {
  const words = sentence.claim.sentence.text.toLowerCase().split(/[^\p{L}'’-]+/u);
  return [...sentence.stems, ...(words.some((word) => sampleWords.has(word)) ? [sampleStem] : [])];
}

/** What became of one draft sentence's qualifiers in the sentences it became. */
function qualifierChanges(draft: SentenceClaim, became: readonly ReadSentence[]): ClaimChange[] {
  const sentence = draft.sentence.text;
  const changes: ClaimChange[] = [];
  const replies = became.map((each) => each.claim);
  const stems = new Set(became.flatMap(offeredStems));
  const firmer = () => {
    const draftWords = new Set(draft.sentence.text.toLowerCase().split(/[^\p{L}]+/u));
    for (const reply of replies) {
      for (const word of reply.sentence.text.toLowerCase().split(/[^\p{L}]+/u)) {
        if (firmerWords.has(word) && !draftWords.has(word)) return word;
      }
    }
    return undefined;
  };
  const lost = <Class extends string>(
    kind: ClaimChange['kind'],
    own: readonly { text: string; class: Class }[],
    theirs: (reply: SentenceClaim) => readonly { class: Class }[],
  ) => {
    const kept = new Set(replies.flatMap((reply) => theirs(reply).map((each) => each.class)));
    const reported = new Set<Class>();
    for (const qualifier of own) {
      if (kept.has(qualifier.class) || reported.has(qualifier.class)) continue;
      reported.add(qualifier.class);
      const replaceable = qualifier.class === 'modal' || qualifier.class === 'evidential';
      const after = kind === 'hedge' && replaceable ? firmer() : undefined;
      changes.push({ kind, sentence, before: qualifier.text, ...(after ? { after } : {}) });
    }
  };
  lost('hedge', draft.hedges, (reply) => reply.hedges);
  const replyScopes = replies.flatMap((reply) => reply.scope);
  for (const scope of draft.scope) {
    const words = scopeStems(scope.text);
    const kept =
      words.every((stem) => stems.has(stem)) ||
      replyScopes.some(
        (other) =>
          sameHead(scope.head, other.head) && scopeStems(other.text).length >= words.length,
      );
    if (!kept) changes.push({ kind: 'scope', sentence, before: scope.text });
  }
  lost('quantifier', draft.quantifiers, (reply) => reply.quantifiers);
  lost('statistical', draft.statistical, (reply) => reply.statistical);
  const reported = replies.find((reply) => reply.strength !== 'none' || reply.finding);
  if (
    draft.tense === 'past' &&
    reported?.tense === 'present' &&
    draft.tenseWord &&
    reported.tenseWord
  ) {
    changes.push({
      kind: 'tense',
      sentence,
      before: tenseWords(draft),
      after: tenseWords(reported),
    });
  }
  return changes;
}

/** The words that show a claim's tense: its cue's verb group when the tense is in it ("had"). */
function tenseWords(claim: SentenceClaim): string {
  const { cue, tenseWord } = claim;
  if (cue && tenseWord && tenseWord.start >= cue.group.start && tenseWord.end <= cue.group.end) {
    return cue.group.text;
  }
  return tenseWord!.text;
}

const strongestOf = (claims: readonly SentenceClaim[]): SentenceClaim | undefined =>
  claims.reduce<SentenceClaim | undefined>(
    (best, each) => (!best || stronger(each.strength, best.strength) ? each : best),
    undefined,
  );

/**
 * A claim the refined text states more strongly than the draft did: a cause (or a hedged cause)
 * where the draft's sentences, the ones it came from, state less. A comparison where the draft
 * gave only numbers is not raised: only a stated or suggested cause is.
 */
function raisedStrength(
  reply: SentenceClaim,
  cameFrom: readonly SentenceClaim[],
): ClaimChange | undefined {
  if (reply.strength !== 'conditional' && reply.strength !== 'causal') return undefined;
  const draft = strongestOf(cameFrom);
  const draftStrength: ReadStrength = draft?.strength ?? 'none';
  if (!stronger(reply.strength, draftStrength)) return undefined;
  return {
    kind: 'strength',
    sentence: draft?.sentence.text ?? reply.sentence.text,
    ...(draft?.cue ? { before: draft.cue.group.text } : {}),
    ...(reply.cue ? { after: reply.cue.group.text } : {}),
    to: reply.strength,
  };
}

/**
 * The claim lock: reads what the draft claims (strength, hedges, scope, quantifiers, statistical
 * qualifiers, tense), then tells for any refined text which claims it carried further: a
 * relation raised to a cause, a hedge dropped with no equal one in its place, a scope,
 * quantifier or statistical qualifier dropped, a past result of the study turned into a generic
 * present. Sentences are matched by the content words they share, in any order.
 */
export function createClaimLock(draft: string, budget?: WorkMeter): ClaimLock {
  budget?.read(draft, claimPasses + impactPasses);
  const draftDocument = readDocument(draft);
  const draftSentences = readText(draftDocument);
  // A request or a stock phrase to the reader states no finding: "might" in "I was wondering if
  // you might be open to a call" is courtesy, and asking it as "Would you be open…?" is allowed.
  const toTheReader = sentencesToTheReader(draft);
  return {
    claims: draftSentences
      .map(({ claim }) => toClaim(claim))
      .filter((claim): claim is Claim => claim !== undefined),
    notes: claimNotes(draftSentences.map(({ claim }) => claim)),
    check(refined, budget) {
      if (budget && !budget.read(refined, claimPasses)) return { changed: [], incomplete: true };
      const refinedSentences = readText(readDocument(refined));
      const forward = alignSentences(draftSentences, refinedSentences);
      const backward = alignSentences(refinedSentences, draftSentences);
      const changed: { at: number; change: ClaimChange }[] = [];
      refinedSentences.forEach(({ claim }, index) => {
        const cameFrom = backward[index]!.map((at) => draftSentences[at]!.claim);
        const raised = raisedStrength(claim, cameFrom);
        const at = cameFrom[0]?.sentence.start ?? Number.MAX_SAFE_INTEGER;
        if (raised) changed.push({ at, change: raised });
      });
      const raisedSentences = new Set(changed.map(({ change }) => change.sentence));
      const hedgeLost = new Set<string>();
      draftSentences.forEach(({ claim }, index) => {
        const became = forward[index]!.map((at) => refinedSentences[at]!);
        if (!claim.finding || became.length === 0 || toTheReader.has(index)) return;
        for (const change of qualifierChanges(claim, became)) {
          // A cause stated for a past association already says it reads as a general truth.
          if (change.kind === 'tense' && raisedSentences.has(change.sentence)) continue;
          if (change.kind === 'hedge') hedgeLost.add(change.sentence);
          changed.push({ at: claim.sentence.start, change });
        }
      });
      // "suggest that X improves" → "show that X improves": the cue reads the same; the lost
      // hedge is what to tell.
      const told = changed.filter(
        ({ change }) =>
          !(
            change.kind === 'strength' &&
            hedgeLost.has(change.sentence) &&
            change.before?.toLowerCase() === change.after?.toLowerCase()
          ),
      );
      return { changed: told.sort((a, b) => a.at - b.at).map(({ change }) => change) };
    },
  };
}
