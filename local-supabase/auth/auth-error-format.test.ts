import { describe, expect, it } from 'vitest';
import { authErrorResponse, shapeAuthResponse, wantsCurrentErrorFormat } from './auth-error-format';

const current = new Request('http://api.test/auth/v1/token', {
  headers: { 'x-supabase-api-version': '2024-01-01' },
});
const legacy = new Request('http://api.test/auth/v1/token');
const liteError = () =>
  Response.json(
    {
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    },
    { status: 422 },
  );

describe('Auth error format', () => {
  it('recognises the API version auth-js asks for', () => {
    expect(wantsCurrentErrorFormat(current)).toBe(true);
    expect(wantsCurrentErrorFormat(legacy)).toBe(false);
    const older = new Request('http://api.test', {
      headers: { 'x-supabase-api-version': '2023-12-31' },
    });
    expect(wantsCurrentErrorFormat(older)).toBe(false);
  });

  it('turns a legacy error into { code, message } with its extra fields and the version header', async () => {
    const response = await shapeAuthResponse(current, liteError());

    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('leaves errors alone for a client that did not ask', async () => {
    const response = await shapeAuthResponse(legacy, liteError());

    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 422, error_code: 'weak_password' });
  });

  it('marks successful answers with the version header and keeps their body', async () => {
    const response = await shapeAuthResponse(current, Response.json({ access_token: 't' }));

    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ access_token: 't' });
  });

  it('builds the gateway own errors in the requested format', async () => {
    const error = { status: 403, code: 'unknown', message: 'Not approved' };

    const modern = await authErrorResponse(current, error);
    const old = await authErrorResponse(legacy, error);

    expect(modern.status).toBe(403);
    expect(modern.headers.get('x-sb-error-code')).toBe('unknown');
    expect(await modern.json()).toEqual({ code: 'unknown', message: 'Not approved' });
    expect(await old.json()).toEqual({ code: 403, error_code: 'unknown', msg: 'Not approved' });
  });
});
