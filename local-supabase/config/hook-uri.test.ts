import { describe, expect, it } from 'vitest';
import { parseHookUri } from './hook-uri';

describe('hook URI', () => {
  it('names the schema and function of a pg-functions URI', () => {
    expect(parseHookUri('pg-functions://postgres/public/before_user_created_hook')).toEqual({
      uri: 'pg-functions://postgres/public/before_user_created_hook',
      schema: 'public',
      functionName: 'before_user_created_hook',
    });
  });

  it.each([
    'https://hooks.example/before',
    'pg-functions://postgres/public',
    'pg-functions://postgres/public/before-user-created-hook',
    'pg-functions://postgres/public/1starts_with_digit',
    `pg-functions://postgres/public/${'x'.repeat(64)}`,
    'pg-functions://postgres/pub"lic/hook',
  ])('refuses %s as hosted Auth does', (uri) => {
    expect(() => parseHookUri(uri)).toThrow(/Hook URI/);
  });
});
