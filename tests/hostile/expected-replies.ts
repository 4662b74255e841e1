import type { ExpectedReply } from './reply-shapes';

export const invalidEmailFormat = 'Unable to validate email address: invalid format';
export const emailTooLong = 'An email address is too long';
export const notApprovedByHook = "Your account hasn't been approved yet. Please request access.";

/** An Auth refusal in the 2024-01-01 format. */
export const authRefusal = (
  code: string,
  message: string | RegExp,
  status = 400,
): ExpectedReply => ({ status, shape: 'auth-error', code, message });

/** Auth's answer to a body it cannot decode into its typed request. */
export const malformedAuthBody = authRefusal('bad_json', /^Could not parse request body as JSON: /);
export const tooDeepAuthBody = authRefusal('bad_json', /exceeded max depth$/);
export const tooLargeAuthBody = authRefusal('request_too_large', /larger than \d+ bytes/, 413);
export const badEmailFormat = authRefusal('validation_failed', invalidEmailFormat);
export const tooLongEmail = authRefusal('validation_failed', emailTooLong);
/** The `before_user_created` hook's refusal of an address that is not on the list. */
export const notApproved = authRefusal('unknown', notApprovedByHook, 403);

/** A PostgREST error. */
export const restRefusal = (
  status: number,
  code: string,
  message?: string | RegExp,
): ExpectedReply => ({ status, shape: 'rest-error', code, message });

/** The API gateway's answers to a missing or unknown API key. */
export const noApiKey: ExpectedReply = {
  status: 401,
  shape: 'api-key-error',
  message: 'No API key found in request',
};
export const unknownApiKey: ExpectedReply = {
  status: 401,
  shape: 'api-key-error',
  message: 'Invalid API key',
};

/** The route function's one error shape. */
export const routeRefusal = (status: number, code: string, message: string): ExpectedReply => ({
  status,
  shape: 'route-error',
  code,
  message,
});
