import assert from 'node:assert/strict';
import { placeholderInstruction } from '../privacy/placeholder-instruction.ts';
import { associateSystemPrompt } from './associate-prompt.ts';
import { styleInstructions, systemPromptFor } from './style-instructions.ts';

Deno.test('the system prompt: the instructions, then the style asked for', () => {
  assert.equal(systemPromptFor(associateSystemPrompt, undefined), associateSystemPrompt);
  assert.equal(
    systemPromptFor(associateSystemPrompt, 'shorter', 'The draft is attached.'),
    `${associateSystemPrompt}\n${styleInstructions.shorter}`,
  );
});

Deno.test('a masked draft adds the rule that keeps its placeholders, after the style', () => {
  assert.equal(
    systemPromptFor(associateSystemPrompt, 'formal', 'The address is ⟦EMAIL 1⟧.'),
    `${associateSystemPrompt}\n${styleInstructions.formal}\n${placeholderInstruction}`,
  );
  assert.equal(
    systemPromptFor(associateSystemPrompt, undefined, 'The number is ⟦PHONE 2⟧.'),
    `${associateSystemPrompt}\n${placeholderInstruction}`,
  );
  // Brackets alone are no placeholder of ours.
  assert.equal(
    systemPromptFor(associateSystemPrompt, undefined, 'The set ⟦a, b⟧ has two members.'),
    associateSystemPrompt,
  );
});

Deno.test('the instructions keep every claim as strong as written: strength, hedges, scope', () => {
  // The claim lock refuses a reply that strengthens a claim, so the prompt says what it checks.
  for (const rule of [/"associated with" stays associated/, /never "reduces"/, /each hedge/]) {
    assert.match(associateSystemPrompt, rule);
  }
  for (const kept of [/each\s+scope/, /each quantifier/, /statistical qualifier/, /past tense/]) {
    assert.match(associateSystemPrompt, kept);
  }
});

Deno.test('no style asks a vendor to drop the hedges of a finding', () => {
  for (const [style, line] of Object.entries(styleInstructions)) {
    assert.doesNotMatch(line, /drop every hedge|\bhedges,/i, style);
  }
  assert.match(styleInstructions.direct, /never those of a finding/);
  assert.match(styleInstructions.shorter, /every claim as strong as written/);
});
