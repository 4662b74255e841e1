import { readAuthLinkError } from '@/lib/auth-link-error';

describe('readAuthLinkError', () => {
  it('reads an expired or used link from the fragment Auth redirected to', () => {
    const hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(readAuthLinkError(hash)).toBe('expired');
  });

  it('reads any other error code, or an OAuth error without one, as refused', () => {
    expect(readAuthLinkError('#error=server_error')).toBe('refused');
    expect(readAuthLinkError('#error=access_denied&error_code=flow_state_not_found')).toBe(
      'refused',
    );
  });

  it('finds nothing in a session fragment or an empty one', () => {
    expect(readAuthLinkError('#access_token=a&type=recovery')).toBeNull();
    expect(readAuthLinkError('')).toBeNull();
  });
});
