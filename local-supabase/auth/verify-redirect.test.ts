import { describe, expect, it } from 'vitest';
import { normaliseVerifyRedirect } from './verify-redirect';

const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

describe('verify redirects', () => {
  it('sorts the fragment keys and adds the empty sb marker, as hosted Auth does', () => {
    const response = normaliseVerifyRedirect(
      redirect(
        'http://localhost:5173/dashboard#access_token=a&refresh_token=r&expires_in=3600&expires_at=9&token_type=bearer&type=signup',
      ),
    );

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/dashboard#access_token=a&expires_at=9&expires_in=3600&refresh_token=r&sb=&token_type=bearer&type=signup',
    );
  });

  it('does the same for an error fragment', () => {
    const response = normaliseVerifyRedirect(
      redirect(
        'http://localhost:5173#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      ),
    );

    expect(response.headers.get('location')).toBe(
      'http://localhost:5173#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid&sb=',
    );
  });

  it('leaves other responses alone', () => {
    const plain = Response.json({ ok: true });

    expect(normaliseVerifyRedirect(plain)).toBe(plain);
  });
});
