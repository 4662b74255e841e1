import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressNearApproved, isEmailAllowedModel } from './approval-model';

const entries = new Set(['ada@lab.example.edu', '@demo.associate.test']);

describe('the approval model (oracle for is_email_allowed)', () => {
  it.each([
    ['an exact entry', 'ada@lab.example.edu', true],
    ['an exact entry in capitals, padded', ' \tADA@Lab.Example.EDU\r\n', true],
    ['any address of a domain entry', 'anyone@demo.associate.test', true],
    ['a tagged address of a domain entry', 'Anyone+tag@DEMO.associate.test', true],
    ['another address at an exact entry’s domain', 'bob@lab.example.edu', false],
    ['a subdomain of a domain entry', 'anyone@sub.demo.associate.test', false],
    ['the parent of a domain entry', 'anyone@associate.test', false],
    ['a domain entry followed by more', 'anyone@demo.associate.test.attacker.example', false],
    ['the domain entry itself', '@demo.associate.test', false],
    ['a space inside', 'a b@demo.associate.test', false],
    ['a vertical tab at the end (not trimmed)', 'a@demo.associate.test\u000b', false],
    ['two @ signs', 'a@b@demo.associate.test', false],
    ['321 characters', `${'x'.repeat(301)}@demo.associate.test`, false],
    ['320 characters', `${'x'.repeat(300)}@demo.associate.test`, true],
    ['nothing', '', false],
  ])('answers %s', (_, email, approved) => {
    expect(isEmailAllowedModel(email, entries)).toBe(approved);
  });

  it('generates approved and unapproved addresses alike', () => {
    const samples = fc.sample(
      addressNearApproved({
        addresses: ['ada@lab.example.edu'],
        domains: ['demo.associate.test'],
        strangers: ['unapproved.example.org'],
      }),
      { numRuns: 400, seed: 42 },
    );
    const approved = samples.filter((email) => isEmailAllowedModel(email, entries)).length;

    expect(approved).toBeGreaterThan(40);
    expect(samples.length - approved).toBeGreaterThan(40);
  });
});
