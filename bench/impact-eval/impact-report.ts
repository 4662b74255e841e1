import type { ImpactFigures } from './impact-figures.ts';

const list = (title: string, items: readonly string[]) =>
  items.length === 0 ? [] : [`${title} (${items.length}):`, ...items.map((item) => `  ${item}`)];

/** What lies behind the missed figures, message by message, for a closer look. */
export function formatImpactDetails(figures: ImpactFigures): string {
  const { reading, notes } = figures;
  return [
    ...list(
      'the reading got wrong',
      reading.misread.map(({ id, what }) => `${id}: ${what}`),
    ),
    ...list('DIRECT did not lead with the point', figures.directNotLed),
    ...list('a leading point moved', figures.leadingMoved),
    ...list('greeting or sign-off changed', figures.partsChanged),
    ...list('facts lost', figures.factsLost),
    ...list('hedged wrappers left', figures.wrappersLeft),
    ...list('asks or deadlines lost', figures.asksLost),
    ...list('findings moved in the default style', figures.findingsMoved),
    ...list(
      'wrong notes',
      notes.wrong.map(({ id, note, why }) => `${id}: ${note} (${why})`),
    ),
    ...list(
      'notes not labelled yet',
      notes.unlabelled.map(({ id, note }) => `${id}: ${note}`),
    ),
  ].join('\n');
}
