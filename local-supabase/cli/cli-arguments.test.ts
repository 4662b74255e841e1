import { describe, expect, it } from 'vitest';
import { parseStackArguments } from './cli-arguments';

describe('npm run stack arguments', () => {
  it('starts with the defaults when given nothing', () => {
    expect(parseStackArguments([], {})).toEqual({
      kind: 'start',
      options: { reset: false, memory: false, quiet: false },
    });
  });

  it('reads every flag', () => {
    const request = parseStackArguments(
      [
        '--reset',
        '--data-dir',
        '/tmp/db',
        '--api-port',
        '0',
        '--mail-port',
        '55555',
        '--functions-dir',
        'fixtures',
        '--site-url',
        'http://127.0.0.1:4173',
        '--quiet',
      ],
      {},
    );

    expect(request).toEqual({
      kind: 'start',
      options: {
        reset: true,
        memory: false,
        quiet: true,
        dataFolder: '/tmp/db',
        apiPort: 0,
        mailPort: 55555,
        functionsFolder: 'fixtures',
        siteUrl: 'http://127.0.0.1:4173',
      },
    });
  });

  it('takes LOCAL_SUPABASE_* variables, with flags winning', () => {
    const environment = {
      LOCAL_SUPABASE_API_PORT: '61000',
      LOCAL_SUPABASE_MAIL_PORT: '61001',
      LOCAL_SUPABASE_MEMORY: '1',
    };

    expect(parseStackArguments(['--api-port', '62000'], environment)).toMatchObject({
      options: { apiPort: 62000, mailPort: 61001, memory: true },
    });
  });

  it('runs no functions with --no-functions', () => {
    expect(parseStackArguments(['--no-functions'], {})).toMatchObject({
      options: { functionsFolder: null },
    });
  });

  it('shows help', () => {
    expect(parseStackArguments(['--help'], {})).toEqual({ kind: 'help' });
  });

  it.each([
    [['--api-port', 'eighty']],
    [['--mail-port', '70000']],
    [['--api-port', '-1']],
    [['--bogus']],
    [['positional']],
  ])('refuses %j with a readable error', (argv) => {
    expect(() => parseStackArguments(argv, {})).toThrow();
  });
});
