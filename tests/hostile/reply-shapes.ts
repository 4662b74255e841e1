import { expect } from 'vitest';
import { z } from 'zod';
import {
  errorBodySchema,
  routeResponseSchema,
} from '../../supabase/functions/_shared/contract/route-contract';
import type { HostileReply } from './hostile-client';

/** A message a person can read: one short line, no stack trace, no internals. */
const clearMessage = z
  .string()
  .min(1)
  .max(300)
  .refine(
    (message) => !/\n|\bat \S+ \(|node_modules|\.ts:\d+/.test(message),
    'not a clear message',
  );

/** Auth's 2024-01-01 error format (what auth-js asks for). */
export const authErrorSchema = z.object({ code: z.string().min(1), message: clearMessage });
/** PostgREST's error format. */
export const restErrorSchema = z.object({
  code: z.string().min(1),
  details: z.string().nullable(),
  hint: z.string().nullable(),
  message: clearMessage,
});
/** The API gateway's refusal of a request without a usable API key. */
export const apiKeyErrorSchema = z.object({ message: clearMessage, hint: z.string().min(1) });
/** The route function's one error shape, with a message safe to show after `ERROR: `. */
export const routeErrorSchema = z.object({
  ...errorBodySchema.shape,
  error: z.object({ code: z.string().min(1), message: clearMessage }),
});
export const sessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('bearer'),
  user: z.object({ id: z.string().min(1), email: z.string() }),
});
export const userSchema = z.object({
  id: z.string().min(1),
  aud: z.literal('authenticated'),
  email: z.string(),
});

/** How a reply must look, besides its status. */
export type ReplyShape =
  | 'auth-error'
  | 'rest-error'
  | 'api-key-error'
  | 'route-error'
  | 'route-reply'
  | 'session'
  | 'user'
  | 'boolean'
  | 'empty-object'
  | 'no-content'
  | 'redirect';

export interface ExpectedReply {
  status: number;
  shape: ReplyShape;
  /** The error code (`code`, `error.code`, or a redirect's `error_code`). */
  code?: string | number;
  /** The exact message, or a pattern it must match. */
  message?: string | RegExp;
  /** The exact JSON value (booleans of `is_email_allowed`). */
  value?: unknown;
}

const schemaByShape = {
  'auth-error': authErrorSchema,
  'rest-error': restErrorSchema,
  'api-key-error': apiKeyErrorSchema,
  'route-error': routeErrorSchema,
  'route-reply': routeResponseSchema,
  session: sessionSchema,
  user: userSchema,
  boolean: z.boolean(),
  'empty-object': z.object({}).strict(),
} as const;

/** Asserts status, shape, code and message; the reply text is shown when it does not fit. */
export function expectReply(reply: HostileReply, expected: ExpectedReply): void {
  const context = `${reply.status} ${reply.text.slice(0, 400)}`;
  expect(reply.status, context).toBe(expected.status);
  if (expected.shape === 'no-content') {
    expect(reply.text, context).toBe('');
    return;
  }
  if (expected.shape === 'redirect') {
    expectRedirect(reply, expected);
    return;
  }
  const parsed = schemaByShape[expected.shape].safeParse(reply.json);
  expect(parsed.error?.issues ?? [], context).toEqual([]);
  if (expected.shape === 'auth-error') {
    expect(reply.headers.get('x-supabase-api-version'), context).toBe('2024-01-01');
  }
  if (expected.shape === 'route-error' || expected.shape === 'route-reply') {
    expect(reply.headers.get('access-control-allow-origin'), context).toBe('*');
  }
  const { code, message } = errorFields(reply.json);
  if (expected.code !== undefined) expect(code, context).toBe(expected.code);
  if (typeof expected.message === 'string') expect(message, context).toBe(expected.message);
  if (expected.message instanceof RegExp) expect(message, context).toMatch(expected.message);
  if (expected.value !== undefined) expect(reply.json, context).toEqual(expected.value);
}

function expectRedirect(reply: HostileReply, expected: ExpectedReply): void {
  const location = reply.headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  expect(location.startsWith('http://localhost:5173'), location).toBe(true);
  if (expected.code !== undefined) expect(fragment.get('error_code'), location).toBe(expected.code);
  expect(fragment.get('access_token'), location).toBeNull();
}

function errorFields(json: unknown): { code: unknown; message: unknown } {
  if (typeof json !== 'object' || json === null) return { code: undefined, message: undefined };
  const body = json as Record<string, unknown>;
  const nested = body.error;
  if (typeof nested === 'object' && nested !== null) {
    const error = nested as Record<string, unknown>;
    return { code: error.code, message: error.message };
  }
  return { code: body.code, message: body.message };
}
