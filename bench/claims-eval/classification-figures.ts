/** Precision, recall and F1 of one class; each is 0 where it is undefined (no predictions). */
export interface ClassFigures {
  label: string;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ClassificationFigures {
  accuracy: number;
  /** The unweighted mean of the classes' F1: a rare class counts as much as a common one. */
  macroF1: number;
  classes: ClassFigures[];
  /** `confusion[truth][predicted]`: how often each labelled class was read as each class. */
  confusion: Record<string, Record<string, number>>;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Per-class and macro figures of predictions against labels, over the classes given. */
export function classificationFigures(
  outcomes: readonly { truth: string; predicted: string }[],
  labels: readonly string[],
): ClassificationFigures {
  const confusion: Record<string, Record<string, number>> = {};
  for (const truth of labels) {
    confusion[truth] = Object.fromEntries(labels.map((predicted) => [predicted, 0]));
  }
  for (const { truth, predicted } of outcomes) {
    const row = confusion[truth];
    if (!row || !(predicted in row)) throw new Error(`unknown class: ${truth} → ${predicted}`);
    row[predicted]! += 1;
  }
  const classes = labels.map((label) => {
    const truePositives = confusion[label]![label]!;
    const predicted = labels.reduce((sum, truth) => sum + confusion[truth]![label]!, 0);
    const support = labels.reduce((sum, other) => sum + confusion[label]![other]!, 0);
    const precision = ratio(truePositives, predicted);
    const recall = ratio(truePositives, support);
    const f1 = ratio(2 * precision * recall, precision + recall);
    return { label, support, precision, recall, f1 };
  });
  const correct = labels.reduce((sum, label) => sum + confusion[label]![label]!, 0);
  return {
    accuracy: ratio(correct, outcomes.length),
    macroF1: ratio(
      classes.reduce((sum, figures) => sum + figures.f1, 0),
      classes.length,
    ),
    classes,
    confusion,
  };
}

/** How well a list of phrases was found: labelled ones found, and found ones labelled. */
export interface PhraseFigures {
  labelled: number;
  found: number;
  recall: number;
  precision: number;
}

/**
 * Phrases found against phrases labelled, over many sentences. Two phrases match when one holds
 * the other (case and spacing aside): "in aged mice" is found as "in aged mice" or "aged mice".
 */
export function phraseFigures(
  sentences: readonly { labelled: readonly string[]; found: readonly string[] }[],
): PhraseFigures {
  const fold = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  const matches = (left: string, right: string) => {
    const [a, b] = [fold(left), fold(right)];
    return a.includes(b) || b.includes(a);
  };
  let labelled = 0;
  let found = 0;
  let labelledFound = 0;
  let foundLabelled = 0;
  for (const sentence of sentences) {
    labelled += sentence.labelled.length;
    found += sentence.found.length;
    labelledFound += sentence.labelled.filter((phrase) =>
      sentence.found.some((other) => matches(phrase, other)),
    ).length;
    foundLabelled += sentence.found.filter((phrase) =>
      sentence.labelled.some((other) => matches(phrase, other)),
    ).length;
  }
  return {
    labelled,
    found,
    recall: ratio(labelledFound, labelled),
    precision: ratio(foundLabelled, found),
  };
}
