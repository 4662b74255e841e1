import fc from 'fast-check';
import { z } from 'zod';
import * as serverClaims from '../../../../supabase/functions/_shared/contract/claims-contract';
import * as server from '../../../../supabase/functions/_shared/contract/refinement-contract';
import * as appClaims from '@/features/chat/model/claims';
import * as app from '@/features/chat/model/refinement';

const metricsArbitrary = fc.record(
  {
    words: fc.nat(),
    sentences: fc.nat(),
    grade: fc.double({ min: -10, max: 40, noNaN: true }),
    passive: fc.nat(),
    hedges: fc.nat(),
    fillers: fc.nat(),
    longSentences: fc.nat(),
    readingSeconds: fc.nat(),
    contractions: fc.nat(),
  },
  {
    requiredKeys: [
      'words',
      'sentences',
      'grade',
      'passive',
      'hedges',
      'fillers',
      'longSentences',
      'readingSeconds',
    ],
  },
);

const factArbitrary = fc.record(
  {
    kind: fc.constantFrom(...app.factKindSchema.options),
    text: fc.string({ minLength: 1 }),
    hard: fc.boolean(),
    added: fc.constant(true as const),
  },
  { requiredKeys: ['kind', 'text', 'hard'] },
);

const spanArbitrary = fc
  .tuple(fc.nat(), fc.nat())
  .map(([one, other]) => ({ start: Math.min(one, other), end: Math.max(one, other) }));

const positionArbitrary = fc.option(fc.integer({ min: 1, max: 200 }), { nil: null });

const impactArbitrary = fc.record({
  point: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  position: fc.record({ before: positionArbitrary, after: positionArbitrary }),
  asks: fc.nat(),
  deadline: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  words: fc.record({ before: fc.nat(), after: fc.nat() }),
  lost: fc.array(
    fc.record({
      part: fc.constantFrom('ask', 'deadline', 'greeting', 'sign-off'),
      text: fc.string({ minLength: 1 }),
    }),
    { maxLength: 3 },
  ),
});

const strengthArbitrary = fc.constantFrom(...appClaims.claimStrengthSchema.options);

const claimsArbitrary = fc.record({
  draft: fc.array(
    fc.record({
      sentence: fc.string({ minLength: 1 }),
      strength: strengthArbitrary,
      hedges: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
      scope: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
    }),
    { maxLength: 4 },
  ),
  changed: fc.array(
    fc.record(
      {
        kind: fc.constantFrom(...appClaims.claimChangeKindSchema.options),
        sentence: fc.string({ minLength: 1 }),
        before: fc.string({ minLength: 1 }),
        after: fc.string({ minLength: 1 }),
        to: strengthArbitrary,
      },
      { requiredKeys: ['kind', 'sentence'] },
    ),
    { maxLength: 4 },
  ),
});

/** Refinements as a server may send them, optional fields present or not. */
const refinementArbitrary = fc.record(
  {
    refined: fc.string({ minLength: 1 }),
    changes: fc.array(
      fc.record(
        {
          reason: fc.string({ minLength: 1 }),
          before: fc.string(),
          after: fc.string(),
          at: fc.record({ draft: spanArbitrary, refined: spanArbitrary }),
        },
        { requiredKeys: ['reason'] },
      ),
      { maxLength: 4 },
    ),
    notes: fc.array(fc.string({ minLength: 1 }), { maxLength: 4 }),
    metrics: fc.record({ before: metricsArbitrary, after: metricsArbitrary }),
    facts: fc.record({
      locked: fc.array(factArbitrary, { maxLength: 4 }),
      missing: fc.array(factArbitrary, { maxLength: 4 }),
    }),
    impact: impactArbitrary,
    claims: claimsArbitrary,
  },
  { requiredKeys: ['refined', 'changes', 'notes', 'metrics', 'facts'] },
);

type Draft = Record<string, unknown> & {
  metrics: { before: Record<string, unknown> };
  facts: { locked: Record<string, unknown>[] };
  changes: Record<string, unknown>[];
  notes: unknown[];
  impact?: Record<string, unknown> & {
    position: Record<string, unknown>;
    words: Record<string, unknown>;
    lost: unknown[];
  };
  claims?: { draft: Record<string, unknown>[]; changed: Record<string, unknown>[] };
};

/** Breaks the impact when the generated refinement has one, else adds a broken one. */
const breakImpact =
  (breakIt: (impact: NonNullable<Draft['impact']>) => void) =>
  (value: Draft): void => {
    value.impact ??= {
      point: null,
      position: { before: null, after: null },
      asks: 0,
      deadline: null,
      words: { before: 0, after: 0 },
      lost: [],
    };
    breakIt(value.impact);
  };

/** The value's claims, made present (empty) if the generated value had none. */
function claimsOf(value: Draft) {
  value.claims ??= { draft: [], changed: [] };
  return value.claims;
}

/** Ways to break a valid refinement, each one a value both schemas must refuse. */
const breakages: Record<string, (value: Draft) => void> = {
  'an empty refined message': (value) => (value.refined = ''),
  'no refined message': (value) => Reflect.deleteProperty(value, 'refined'),
  'a refined message that is not text': (value) => (value.refined = 42),
  'no changes list': (value) => Reflect.deleteProperty(value, 'changes'),
  'a change without a reason': (value) => value.changes.push({ before: 'a', after: 'b' }),
  'a change with an empty reason': (value) => value.changes.push({ reason: '' }),
  'a change whose after is not text': (value) => value.changes.push({ reason: 'r', after: 1 }),
  'a change whose span ends before it starts': (value) =>
    value.changes.push({
      reason: 'r',
      at: { draft: { start: 4, end: 2 }, refined: { start: 0, end: 0 } },
    }),
  'a change placed in the draft alone': (value) =>
    value.changes.push({ reason: 'r', at: { draft: { start: 0, end: 2 } } }),
  'a change at a negative offset': (value) =>
    value.changes.push({
      reason: 'r',
      at: { draft: { start: -1, end: 2 }, refined: { start: 0, end: 1 } },
    }),
  'an empty note': (value) => value.notes.push(''),
  'no metrics': (value) => Reflect.deleteProperty(value, 'metrics'),
  'a negative word count': (value) => (value.metrics.before.words = -1),
  'a fractional sentence count': (value) => (value.metrics.before.sentences = 1.5),
  'a grade that is not a number': (value) => (value.metrics.before.grade = '12'),
  'a missing hedge count': (value) => Reflect.deleteProperty(value.metrics.before, 'hedges'),
  'a negative contraction count': (value) => (value.metrics.before.contractions = -2),
  'an unknown fact kind': (value) =>
    value.facts.locked.push({ kind: 'adjective', text: 'big', hard: false }),
  'a fact without text': (value) =>
    value.facts.locked.push({ kind: 'number', text: '', hard: true }),
  'a fact without hard': (value) => value.facts.locked.push({ kind: 'number', text: '12' }),
  'a fact whose added is false': (value) =>
    value.facts.locked.push({ kind: 'negation', text: 'not', hard: false, added: false }),
  'no facts': (value) => Reflect.deleteProperty(value, 'facts'),
  'an impact whose point is empty': breakImpact((impact) => (impact.point = '')),
  'an impact whose position is 0': breakImpact((impact) => (impact.position.after = 0)),
  'an impact without a position before': breakImpact((impact) =>
    Reflect.deleteProperty(impact.position, 'before'),
  ),
  'an impact whose asks are negative': breakImpact((impact) => (impact.asks = -1)),
  'an impact whose asks are a word': breakImpact((impact) => (impact.asks = 'one')),
  'an impact whose deadline is empty': breakImpact((impact) => (impact.deadline = '')),
  'an impact without words after': breakImpact((impact) =>
    Reflect.deleteProperty(impact.words, 'after'),
  ),
  'an impact that lost an unknown part': breakImpact((impact) =>
    impact.lost.push({ part: 'subject', text: 'Hello' }),
  ),
  'an impact without its losses': breakImpact((impact) => Reflect.deleteProperty(impact, 'lost')),
  'claims that are not an object': (value) => Object.assign(value, { claims: [] }),
  'claims without the draft list': (value) => Reflect.deleteProperty(claimsOf(value), 'draft'),
  'claims without the changed list': (value) => Reflect.deleteProperty(claimsOf(value), 'changed'),
  'a claim of no known strength': (value) =>
    claimsOf(value).draft.push({ sentence: 's', strength: 'proven', hedges: [], scope: [] }),
  'a claim with an empty sentence': (value) =>
    claimsOf(value).draft.push({ sentence: '', strength: 'causal', hedges: [], scope: [] }),
  'a claim without its hedges': (value) =>
    claimsOf(value).draft.push({ sentence: 's', strength: 'causal', scope: [] }),
  'a claim with an empty scope': (value) =>
    claimsOf(value).draft.push({ sentence: 's', strength: 'causal', hedges: [], scope: [''] }),
  'a claim change of an unknown kind': (value) =>
    claimsOf(value).changed.push({ kind: 'tone', sentence: 's' }),
  'a claim change without its sentence': (value) =>
    claimsOf(value).changed.push({ kind: 'hedge', before: 'may' }),
  'a claim change raised to no known strength': (value) =>
    claimsOf(value).changed.push({ kind: 'strength', sentence: 's', to: 'certain' }),
};

function verdicts(value: unknown) {
  return {
    server: server.refinementSchema.safeParse(value).success,
    app: app.refinementSchema.safeParse(value).success,
  };
}

describe("the app's refinement schema and the route contract's", () => {
  it('describe the same shape, field for field (as JSON Schema)', () => {
    expect(z.toJSONSchema(app.refinementSchema)).toEqual(z.toJSONSchema(server.refinementSchema));
  });

  it('list the same fact kinds in the same order', () => {
    expect(app.factKindSchema.options).toEqual(server.factKindSchema.options);
  });

  it('list the same claim strengths and claim changes in the same order', () => {
    expect(appClaims.claimStrengthSchema.options).toEqual(serverClaims.claimStrengthSchema.options);
    expect(appClaims.claimChangeKindSchema.options).toEqual(
      serverClaims.claimChangeKindSchema.options,
    );
  });

  it('both accept every refinement generated from the contract’s shape, and read it alike', () => {
    fc.assert(
      fc.property(refinementArbitrary, (value) => {
        expect(app.refinementSchema.parse(value)).toEqual(server.refinementSchema.parse(value));
      }),
    );
  });

  it.each(Object.keys(breakages))('both refuse a refinement with %s', (breakage) => {
    fc.assert(
      fc.property(refinementArbitrary, (valid) => {
        const value = structuredClone(valid) as Draft;
        breakages[breakage]!(value);
        expect(verdicts(value)).toEqual({ server: false, app: false });
      }),
      { numRuns: 20 },
    );
  });

  it('give the same verdict on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { server: serverAccepts, app: appAccepts } = verdicts(value);
        expect(appAccepts).toBe(serverAccepts);
      }),
    );
  });
});
