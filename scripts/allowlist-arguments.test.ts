import { describe, expect, it } from 'vitest';
import { normaliseEntry, parseAllowlistArguments, UsageError } from './allowlist-arguments';

describe('allowlist arguments', () => {
  it('reads add with a note, storing the entry trimmed and lower-case', () => {
    expect(parseAllowlistArguments(['add', ' Ada@Lab.Example.EDU ', '--note', ' PI '])).toEqual({
      kind: 'add',
      entry: 'ada@lab.example.edu',
      note: 'PI',
    });
  });

  it('reads a domain entry written with a leading @', () => {
    expect(parseAllowlistArguments(['remove', '@Lab.Example.edu'])).toEqual({
      kind: 'remove',
      entry: '@lab.example.edu',
    });
  });

  it('reads list and help', () => {
    expect(parseAllowlistArguments(['list'])).toEqual({ kind: 'list' });
    expect(parseAllowlistArguments(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /add, remove or list/],
    [['approve', 'a@b.example'], /Unknown command "approve"/],
    [['add'], /exactly one entry/],
    [['add', 'a@b.example', 'c@d.example'], /exactly one entry.*got 2/],
    [['list', 'extra'], /takes no entry/],
    [['remove', 'a@b.example', '--note', 'x'], /--note only goes with add/],
    [['add', 'a@b.example', '--colour', 'red'], /Unknown option '--colour'/],
    [['add', 'a@b.example', '--note', 'n'.repeat(501)], /longer than 500/],
  ])('refuses %j with a UsageError', (argv, message) => {
    expect(() => parseAllowlistArguments(argv)).toThrow(UsageError);
    expect(() => parseAllowlistArguments(argv)).toThrow(message);
  });

  it.each([
    '',
    '   ',
    'ada',
    'ada@',
    '@',
    '@edu',
    'a@@b.example',
    'a b@c.example',
    'ada@lab',
    'x'.repeat(330) + '@a.example',
  ])('refuses the malformed entry %j', (entry) => {
    expect(() => normaliseEntry(entry)).toThrow(UsageError);
  });
});
