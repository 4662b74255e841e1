import assert from 'node:assert/strict';
import {
  createRefinedTextStream,
  replacedReason,
  type StreamedTextTransform,
} from './refined-text-stream.ts';

function recordingSink() {
  const events: string[] = [];
  return {
    events,
    sink: {
      delta: (text: string) => events.push(`delta ${JSON.stringify(text)}`),
      replaced: (reason: string) => events.push(`replaced ${reason}`),
    },
  };
}

const words = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

Deno.test(
  'the streamed answer goes out as its refined message only, the last words at finish',
  () => {
    const { events, sink } = recordingSink();
    const stream = createRefinedTextStream(sink);
    for (const word of words('REFINED\nUse the form.\n\nCHANGES\n- shorter')) stream.onText(word);
    stream.finish({ streamed: true, refined: 'Use the form.' });
    assert.deepEqual(events, ['delta "Use"', 'delta " the"', 'delta " form."']);
  },
);

Deno.test('a failed answer is declared void only if its text went out', () => {
  const { events, sink } = recordingSink();
  const stream = createRefinedTextStream(sink);
  stream.onText('REFINED\n');
  stream.onReplaced({ code: 'server_error', lost: [] });
  stream.onText('REFINED\nUse');
  stream.onReplaced({ code: 'timeout', lost: [] });
  stream.onText('REFINED\nUse it.');
  stream.finish({ streamed: true, refined: 'Use it.' });
  assert.deepEqual(events, [
    'delta "Use"',
    'replaced the first answer took too long',
    'delta "Use it."',
  ]);
});

Deno.test('an answer that did not stream goes out whole, after what it replaces', () => {
  const { events, sink } = recordingSink();
  const stream = createRefinedTextStream(sink);
  stream.finish({ streamed: false, refined: 'Offline answer.' });
  assert.deepEqual(events, ['delta "Offline answer."']);
  const second = recordingSink();
  const other = createRefinedTextStream(second.sink);
  other.onText('REFINED\nHalf');
  other.finish({ streamed: false, refined: 'Best kept answer.' });
  assert.deepEqual(second.events, [
    'delta "Half"',
    'replaced the first answer failed',
    'delta "Best kept answer."',
  ]);
});

Deno.test('says why an answer was replaced, as the REPLACED line shows it', () => {
  const fact = (text: string) => ({ kind: 'number' as const, text, hard: true });
  const lost = (texts: string[]) => ({
    code: 'invalid_response' as const,
    rejection: 'facts_lost' as const,
    lost: texts.map(fact),
  });
  assert.equal(replacedReason(lost(['12%']), 1), 'the first answer lost "12%"');
  assert.equal(replacedReason(lost(['12%', '[14]']), 2), 'the second answer lost "12%" and "[14]"');
  assert.equal(
    replacedReason(lost(['12%', '[14]', '3 May', '0.05']), 1),
    'the first answer lost "12%", "[14]" and 2 more',
  );
  const rejected = (rejection: 'off_topic' | 'unparseable') => ({
    code: 'invalid_response' as const,
    rejection,
    lost: [],
  });
  assert.equal(
    replacedReason(rejected('off_topic'), 1),
    'the first answer was not about your draft',
  );
  assert.equal(replacedReason(rejected('unparseable'), 1), 'the first answer was not a refinement');
  assert.equal(
    replacedReason({ code: 'network_error', lost: [] }, 3),
    'the third answer broke off',
  );
  assert.equal(replacedReason({ code: 'server_error', lost: [] }, 1), 'the first answer failed');
});

Deno.test(
  'an answer that dropped an ask or its deadline, or changed a greeting, says which',
  () => {
    const impactLost = (part: 'ask' | 'deadline' | 'greeting' | 'sign-off', text: string) => ({
      code: 'invalid_response' as const,
      rejection: 'impact_lost' as const,
      lost: [],
      impact: [{ part, text }],
    });
    assert.equal(
      replacedReason(
        impactLost('ask', 'Could you send me your comments on the discussion by Friday?'),
        1,
      ),
      'the first answer dropped your ask "Could you send me your comments on the discussi..."',
    );
    assert.equal(
      replacedReason(impactLost('deadline', 'before I resubmit tonight'), 2),
      'the second answer dropped the deadline "before I resubmit tonight"',
    );
    assert.equal(
      replacedReason(impactLost('greeting', 'Hi Tomás,'), 1),
      'the first answer changed your greeting "Hi Tomás,"',
    );
    assert.equal(
      replacedReason(impactLost('sign-off', 'Thanks!'), 1),
      'the first answer changed your sign-off "Thanks!"',
    );
  },
);

Deno.test('an answer that lost a value kept from the vendor is named by kind, never value', () => {
  const lostPlaceholders = (withheld: ('email' | 'secret' | 'private')[]) => ({
    code: 'invalid_response' as const,
    rejection: 'placeholders_lost' as const,
    lost: [],
    withheld,
  });
  assert.equal(
    replacedReason(lostPlaceholders(['email']), 1),
    'the first answer lost a value kept from the vendor (e-mail)',
  );
  assert.equal(
    replacedReason(lostPlaceholders(['secret', 'private']), 2),
    'the second answer lost a value kept from the vendor (key, marked text)',
  );
  assert.equal(
    replacedReason(lostPlaceholders([]), 1),
    'the first answer lost a value kept from the vendor',
  );
});

Deno.test('an answer that did not stream goes out as judged, never through the transform', () => {
  const { events, sink } = recordingSink();
  const stream = createRefinedTextStream(sink, {
    transform: () => ({ push: (text) => text.toUpperCase(), end: () => '' }),
  });
  stream.onText('REFINED\nrates fell');
  stream.finish({ streamed: false, refined: 'Rates fell by 12%.' });
  assert.deepEqual(events, [
    'delta "RATES FELL"',
    'replaced the first answer failed',
    'delta "Rates fell by 12%."',
  ]);
});

/**
 * A transform that holds text back, as the one restoring masked values does: `<1>` is written
 * back as `12%`, and an unfinished `<…` is held until it is complete.
 */
function restoring(): StreamedTextTransform {
  let held = '';
  return {
    push(text) {
      const all = held + text;
      const open = all.lastIndexOf('<');
      const cutAt = open >= 0 && !all.slice(open).includes('>') ? open : all.length;
      held = all.slice(cutAt);
      return all.slice(0, cutAt).replaceAll('<1>', '12%');
    },
    end: () => held,
  };
}

Deno.test('the stream takes a transform: a value split across two pieces comes out whole', () => {
  const { events, sink } = recordingSink();
  const stream = createRefinedTextStream(sink, { transform: restoring });
  for (const piece of ['REFINED\nRates fell ', 'by <', '1> in May.', '\nCHANGES\n'])
    stream.onText(piece);
  stream.finish({ streamed: true, refined: 'Rates fell by 12% in May.' });
  assert.deepEqual(events, ['delta "Rates fell"', 'delta " by "', 'delta "12% in May."']);
});

Deno.test('a replaced answer’s held text is dropped with it', () => {
  const { events, sink } = recordingSink();
  const stream = createRefinedTextStream(sink, { transform: restoring });
  stream.onText('REFINED\nRates fell by <');
  stream.onReplaced({ code: 'timeout', lost: [] });
  stream.onText('REFINED\nRates fell.');
  stream.finish({ streamed: true, refined: 'Rates fell.' });
  assert.deepEqual(events, [
    'delta "Rates fell by "',
    'replaced the first answer took too long',
    'delta "Rates fell."',
  ]);
});
