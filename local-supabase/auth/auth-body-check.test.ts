import { describe, expect, it } from 'vitest';
import { authBodyProblem } from './auth-body-check';

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
});
