import { readAuthLinkError } from '@/lib/auth-link-error';

describe('readAuthLinkError', () => {
  it("reads Auth's code and words from the fragment of a link that failed", () => {
    const hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(readAuthLinkError(hash)).toEqual({
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
  });

  it('falls back to the OAuth error when there is no error_code', () => {
    expect(readAuthLinkError('#error=server_error')).toEqual({
      code: 'server_error',
      description: '',
    });
  });

  it('finds nothing in a session fragment or an empty one', () => {
    expect(readAuthLinkError('#access_token=a&type=recovery')).toBeNull();
    expect(readAuthLinkError('')).toBeNull();
  });
});
