import { readClientEnv } from '@/lib/env';

describe('readClientEnv', () => {
  it('accepts an http(s) URL and a publishable key', () => {
    expect(
      readClientEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_PUBLISHABLE_KEY: ' sb_publishable_x ',
      }),
    ).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    });
  });

  it('names the missing URL', () => {
    expect(() => readClientEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'key' })).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() =>
      readClientEnv({
        VITE_SUPABASE_URL: 'ftp://example.org',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'key',
      }),
    ).toThrow(/VITE_SUPABASE_URL/);
  });

  it('names a blank key', () => {
    expect(() =>
      readClientEnv({
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: '  ',
      }),
    ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY/);
  });
});
