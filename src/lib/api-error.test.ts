import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { ApiError, toApiError, userMessageOf } from '@/lib/api-error';

describe('ApiError', () => {
  it('keeps an auth backend message and code as given', () => {
    const error = toApiError(
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid login credentials');
    expect(error.code).toBe('invalid_credentials');
    expect(error.status).toBe(400);
  });

  it('hides a network failure behind "An unexpected error occurred"', () => {
    expect(userMessageOf(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'An unexpected error occurred',
    );
    expect(userMessageOf(new TypeError('undefined is not a function'))).toBe(
      'An unexpected error occurred',
    );
    expect(userMessageOf('a string')).toBe('An unexpected error occurred');
  });

  it('passes an ApiError through unchanged', () => {
    const error = new ApiError('email_not_approved', 'Not approved');
    expect(toApiError(error)).toBe(error);
  });
});
