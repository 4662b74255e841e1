import type { GoalCheck } from '../shared/bench-result.ts';
import { median } from '../shared/statistics.ts';
import type { LabelledMessage, NoteLabel } from './impact-corpus-schema.ts';
import { type EvalStyle, type ImpactReading, overlap, type StyleScore } from './impact-scoring.ts';

/** The goals for impact, on our labelled corpus. */
export const impactGoals = {
  pointFoundPercent: 90,
  directLeadsPercent: 85,
  leadingPointKeptPercent: 100,
  partsKeptPercent: 100,
  factsKeptPercent: 100,
  shorterMedianCutPercent: 20,
  wrappersLeft: 0,
  notePrecisionPercent: 95,
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 100 : round1((part / whole) * 100));

/** Styles whose promise leaves the greeting and sign-off as written (the register styles may not). */
const partsStyles: ReadonlySet<EvalStyle> = new Set(['default', 'shorter', 'direct', 'plain']);

/** The reading found the labelled point (or, rightly, none). */
function pointFound(message: LabelledMessage, reading: ImpactReading | undefined): boolean {
  const point = reading?.point;
  if (point === undefined) return false;
  if (message.point === null || point === null) return message.point === point;
  return overlap(message.point, point) >= 0.8;
}

/** How often the reading is right about each of its parts (the point judged in its own goal). */
export interface ReadingFigures {
  measured: boolean;
  pointFound: number;
  positionRight: number;
  asksRight: number;
  deadlineRight: number;
  messages: number;
  misread: { id: string; what: string }[];
}

export function readingFigures(
  messages: readonly LabelledMessage[],
  readings: ReadonlyMap<string, ImpactReading>,
): ReadingFigures {
  const figures: ReadingFigures = {
    measured: readings.size > 0,
    pointFound: 0,
    positionRight: 0,
    asksRight: 0,
    deadlineRight: 0,
    messages: messages.length,
    misread: [],
  };
  for (const message of messages) {
    const before = readings.get(message.id);
    if (!before) continue;
    const miss = (what: string) => figures.misread.push({ id: message.id, what });
    if (pointFound(message, before)) figures.pointFound++;
    else miss(`point: ${JSON.stringify(before.point)}`);
    if (before.position === message.pointPosition) figures.positionRight++;
    else miss(`position ${before.position}, labelled ${message.pointPosition}`);
    if (before.asks === message.asks.length) figures.asksRight++;
    else miss(`asks ${before.asks}, labelled ${message.asks.length}`);
    const deadlineRight =
      message.deadline === null
        ? before.deadline === null
        : before.deadline !== null && before.deadline.includes(message.deadline);
    if (deadlineRight) figures.deadlineRight++;
    else miss(`deadline ${JSON.stringify(before.deadline)}, labelled ${message.deadline}`);
  }
  return figures;
}

/** Every note written on the corpus once per message, with our label where we gave one. */
export function noteFigures(scores: readonly StyleScore[], labels: readonly NoteLabel[]) {
  const byKey = new Map(labels.map((label) => [`${label.id}\u0000${label.note}`, label]));
  const seen = new Map<string, { id: string; note: string; label: NoteLabel | undefined }>();
  for (const score of scores) {
    for (const note of score.notes) {
      const key = `${score.id}\u0000${note}`;
      if (!seen.has(key)) seen.set(key, { id: score.id, note, label: byKey.get(key) });
    }
  }
  const notes = [...seen.values()];
  const labelled = notes.filter((entry) => entry.label !== undefined);
  const wrong = labelled.filter((entry) => !entry.label!.right);
  return {
    notes: notes.length,
    labelled: labelled.length,
    right: labelled.length - wrong.length,
    precisionPercent: percent(labelled.length - wrong.length, labelled.length),
    wrong: wrong.map(({ id, note, label }) => ({ id, note, why: label!.why ?? '' })),
    unlabelled: notes.filter((entry) => entry.label === undefined),
  };
}
export type NoteFigures = ReturnType<typeof noteFigures>;

/** The figures of one engine over the corpus in every style. */
export function impactFigures(
  messages: readonly LabelledMessage[],
  scores: readonly StyleScore[],
  labels: readonly NoteLabel[],
  readings: ReadonlyMap<string, ImpactReading> = new Map(),
) {
  const byStyle = (style: EvalStyle) =>
    new Map(scores.filter((score) => score.style === style).map((score) => [score.id, score]));
  const labelled = new Map(messages.map((message) => [message.id, message]));
  const buried = messages.filter((message) => (message.pointPosition ?? 0) > 1);
  const leading = messages.filter((message) => message.pointPosition === 1);
  const direct = byStyle('direct');
  const directLed = buried.filter((message) => direct.get(message.id)?.positionAfter === 1);
  const leadingScores = scores.filter((score) => labelled.get(score.id)?.pointPosition === 1);
  const leadingKept = leadingScores.filter((score) => score.positionAfter === 1);
  const partsScores = scores.filter((score) => partsStyles.has(score.style));
  const partsKept = partsScores.filter((score) => score.greetingKept && score.signOffKept);
  const registerScores = scores.filter((score) => !partsStyles.has(score.style));
  const hardLocked = scores.reduce((sum, score) => sum + score.hardLocked, 0);
  const hardLost = scores.flatMap((score) =>
    score.hardLost.map((fact) => `${score.id} ${score.style}: ${fact}`),
  );
  const namesLost = scores.flatMap((score) =>
    score.namesLost.map((name) => `${score.id} ${score.style}: ${name}`),
  );
  const shorter = byStyle('shorter');
  const cuts = messages
    .filter((message) => message.padded)
    .map((message) => shorter.get(message.id)!)
    .map((score) => (100 * (score.bodyWordsBefore - score.bodyWordsAfter)) / score.bodyWordsBefore);
  const wrappers = scores.flatMap((score) =>
    score.wrappersLeft.map((wrapper) => `${score.id} ${score.style}: ${wrapper}`),
  );
  const findings = byStyle('default');
  const findingsMoved = messages.filter(
    (message) =>
      message.kind === 'finding' &&
      findings.get(message.id)?.positionAfter !== message.pointPosition,
  );
  const asksLost = scores.flatMap((score) => [
    ...score.asksLost.map((ask) => `${score.id} ${score.style}: ${ask}`),
    ...(score.deadlineLost ? [`${score.id} ${score.style}: deadline`] : []),
  ]);
  return {
    messages: messages.length,
    reading: readingFigures(messages, readings),
    buried: buried.length,
    directLed: directLed.length,
    directLedPercent: percent(directLed.length, buried.length),
    directNotLed: buried
      .filter((message) => !directLed.includes(message))
      .map((message) => `${message.id} (at ${direct.get(message.id)?.positionAfter ?? 'lost'})`),
    leading: leading.length,
    leadingChecks: leadingScores.length,
    leadingKeptPercent: percent(leadingKept.length, leadingScores.length),
    leadingMoved: leadingScores
      .filter((score) => score.positionAfter !== 1)
      .map((score) => `${score.id} ${score.style} (at ${score.positionAfter ?? 'lost'})`),
    partsChecks: partsScores.length,
    partsKeptPercent: percent(partsKept.length, partsScores.length),
    partsChanged: partsScores
      .filter((score) => !score.greetingKept || !score.signOffKept)
      .map((score) => `${score.id} ${score.style}`),
    registerPartsChanged: registerScores.filter(
      (score) => !score.greetingKept || !score.signOffKept,
    ).length,
    registerChecks: registerScores.length,
    hardLocked,
    factsLost: [...hardLost, ...namesLost],
    factsKeptPercent: percent(hardLocked - hardLost.length, hardLocked),
    padded: cuts.length,
    shorterMedianCutPercent: cuts.length === 0 ? 0 : round1(median(cuts)),
    wrappersLeft: wrappers,
    findingsMoved: findingsMoved.map((message) => message.id),
    asksLost,
    notes: noteFigures(scores, labels),
  };
}
export type ImpactFigures = ReturnType<typeof impactFigures>;

/** The figures as goal rows. */
export function impactGoalChecks(figures: ImpactFigures): GoalCheck[] {
  const { reading, notes } = figures;
  return [
    {
      measure: 'point found',
      figure: reading.measured
        ? `${percent(reading.pointFound, reading.messages)}% (${reading.pointFound} of ${reading.messages}; place ${reading.positionRight}, asks ${reading.asksRight}, deadline ${reading.deadlineRight} right)`
        : 'no reading of the point',
      goal: `≥ ${impactGoals.pointFoundPercent}%`,
      met:
        reading.measured &&
        percent(reading.pointFound, reading.messages) >= impactGoals.pointFoundPercent,
    },
    {
      measure: 'DIRECT leads with the point where it was buried',
      figure: `${figures.directLedPercent}% (${figures.directLed} of ${figures.buried})`,
      goal: `≥ ${impactGoals.directLeadsPercent}%`,
      met: figures.directLedPercent >= impactGoals.directLeadsPercent,
    },
    {
      measure: 'a point that leads stays first, every style',
      figure: `${figures.leadingKeptPercent}% (${figures.leading} messages × 6 styles)`,
      goal: '100%',
      met: figures.leadingMoved.length === 0,
    },
    {
      measure: 'greeting and sign-off unchanged (default, SHORTER, DIRECT, PLAIN)',
      figure: `${figures.partsKeptPercent}% of ${figures.partsChecks}`,
      goal: '100%',
      met: figures.partsChanged.length === 0,
    },
    {
      measure: 'facts kept (hard facts and names), every style',
      figure: `${figures.factsKeptPercent}% (${figures.factsLost.length} lost of ${figures.hardLocked} hard facts and the names)`,
      goal: '100%',
      met: figures.factsLost.length === 0,
    },
    {
      measure: 'SHORTER: median body cut on padded messages',
      figure: `${figures.shorterMedianCutPercent}% (${figures.padded} messages)`,
      goal: `≥ ${impactGoals.shorterMedianCutPercent}%`,
      met: figures.shorterMedianCutPercent >= impactGoals.shorterMedianCutPercent,
    },
    {
      measure: 'hedged request wrappers left, every style',
      figure: String(figures.wrappersLeft.length),
      goal: '0',
      met: figures.wrappersLeft.length === impactGoals.wrappersLeft,
    },
    {
      measure: 'asks and deadlines kept, every style',
      figure: `${figures.asksLost.length} lost`,
      goal: '0 lost',
      met: figures.asksLost.length === 0,
    },
    {
      measure: 'default style: findings keep their order',
      figure: `${figures.findingsMoved.length} moved`,
      goal: '0 moved',
      met: figures.findingsMoved.length === 0,
    },
    {
      measure: 'note precision (labelled right of labelled)',
      figure: `${notes.precisionPercent}% (${notes.right} of ${notes.labelled}; ${notes.unlabelled.length} of ${notes.notes} unlabelled)`,
      goal: `≥ ${impactGoals.notePrecisionPercent}%, none unlabelled`,
      met:
        notes.precisionPercent >= impactGoals.notePrecisionPercent && notes.unlabelled.length === 0,
    },
  ];
}
