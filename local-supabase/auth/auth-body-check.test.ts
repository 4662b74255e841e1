import { describe, expect, it } from 'vitest';
import { authBodyEncodingProblem, authBodyProblem, maxAuthBodyDepth } from './auth-body-check';

describe('Auth body types', () => {
  it('accepts what auth-js sends', () => {
    expect(
      authBodyProblem({
        email: 'a@b.example',
        password: 'secret',
        data: {},
        gotrue_meta_security: {},
        code_challenge: null,
        create_user: true,
      }),
    ).toBeNull();
  });

  it.each([
    [[1], 'cannot unmarshal array into Go value of type object'],
    [null, 'cannot unmarshal null into Go value of type object'],
    ['text', 'cannot unmarshal string into Go value of type object'],
    [{ email: 5 }, 'cannot unmarshal number into Go struct field .email of type string'],
    [
      { password: { $ne: 1 } },
      'cannot unmarshal object into Go struct field .password of type string',
    ],
    [
      { create_user: 'yes' },
      'cannot unmarshal string into Go struct field .create_user of type bool',
    ],
    [{ data: [] }, 'cannot unmarshal array into Go struct field .data of type object'],
  ])('refuses %j like hosted Auth', (body, problem) => {
    expect(authBodyProblem(body)).toBe(`Could not parse request body as JSON: json: ${problem}`);
  });

  it('accepts a body nested as deep as the limit, counting every object and array', () => {
    // The body and `data` are two levels; the arrays inside make up the rest.
    const arrays = maxAuthBodyDepth - 2;
    const nested = JSON.parse(`${'['.repeat(arrays)}1${']'.repeat(arrays)}`);

    expect(authBodyProblem({ email: 'a@b.example', data: { x: nested } })).toBeNull();
    expect(authBodyProblem({ email: 'a@b.example', data: { x: [nested] } })).toMatch(
      /exceeded max depth$/,
    );
  });

  it('refuses a body nested deeper than the limit without overflowing the stack', () => {
    const depth = 100_000;
    const nested = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

    expect(authBodyProblem({ email: 'a@b.example', data: { x: nested } })).toBe(
      "Could not parse request body as JSON: invalid character '[' exceeded max depth",
    );
    expect(authBodyProblem(JSON.parse(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`))).toMatch(
      /invalid character '\{' exceeded max depth$/,
    );
  });
});

describe('Auth body encoding', () => {
  const text = new TextEncoder().encode('{"email":"a@b.example"}');

  it('refuses a body behind a UTF-8 byte order mark in the words of Go’s JSON decoder', () => {
    expect(authBodyEncodingProblem(new Uint8Array([0xef, 0xbb, 0xbf, ...text]))).toBe(
      "Could not parse request body as JSON: invalid character 'ï' looking for beginning of value",
    );
  });

  it('accepts a plain body, an empty one and none', () => {
    expect(authBodyEncodingProblem(text)).toBeNull();
    expect(authBodyEncodingProblem(new Uint8Array())).toBeNull();
    expect(authBodyEncodingProblem(null)).toBeNull();
  });
});
