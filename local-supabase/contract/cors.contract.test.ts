import { describe, expect, it } from 'vitest';
import { stack } from './contract-support';

const appOrigin = 'http://localhost:5173';

describe('CORS for the browser app', () => {
  it.each(['/auth/v1/token?grant_type=password', '/rest/v1/rpc/is_email_allowed'])(
    'answers the preflight of %s with the headers supabase-js sends',
    async (path) => {
      const requested =
        'apikey, authorization, content-type, x-client-info, x-supabase-api-version';
      const response = await fetch(`${stack().apiUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: appOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': requested,
        },
      });

      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    },
  );

  it('lets the browser read X-Supabase-Api-Version on an Auth error, so error.code works', async () => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: appOrigin,
        apikey: stack().publishableKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'nobody@contract.example.edu', password: 'whatever1' }),
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'X-Supabase-Api-Version',
    );
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers in the legacy error shape to a client that does not ask for 2024-01-01', async () => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack().publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@contract.example.edu', password: 'whatever1' }),
    });

    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers unknown paths with the gateway 404', async () => {
    const response = await fetch(`${stack().apiUrl}/storage/v1/bucket`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
  });
});
