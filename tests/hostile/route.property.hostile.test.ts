import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeResponseSchema } from '../../supabase/functions/_shared/contract/route-contract';
import { maxTextCharacters } from '../../supabase/functions/_shared/contract/route-request-contract';
import { addCounts, readCounts, sendHostile, settleCounts } from './hostile-client';
import { expectStackStillServes, signedInUser, type SignedInUser } from './hostile-fixtures';
import { propertySeed } from './hostile-inputs';
import { routeErrorSchema } from './reply-shapes';

const routeStatuses = [200, 400, 413];

/** Lone surrogates too, which `'binary'` leaves out. */
const anyCharacter = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\ud800', '\udfff', '\u0000', '\u202e', '\ufeff', '\u200b'),
);

describe('route bodies, generated', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser('route-property');
  });

  /**
   * Sends one body; checks it got the one error shape or a valid reply, never a 5xx, and that
   * exactly a reply recorded a usage row.
   */
  async function route(body: string): Promise<{ status: number; json: unknown }> {
    const before = await readCounts();
    const reply = await sendHostile(
      { path: '/functions/v1/route', bearer: user.accessToken, body },
      'property',
    );
    expect(routeStatuses, reply.text).toContain(reply.status);
    const schema = reply.status === 200 ? routeResponseSchema : routeErrorSchema;
    expect(schema.safeParse(reply.json).error?.issues ?? [], reply.text).toEqual([]);
    const expected = addCounts(before, { usageEvents: reply.status === 200 ? 1 : 0 });
    expect(await settleCounts(expected)).toEqual(expected);
    return reply;
  }

  it('answers any JSON value with a reply or the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }), async (value) => {
        await route(JSON.stringify(value));
      }),
      { numRuns: 60, seed: propertySeed },
    );
  });

  it('answers any raw body with a reply or the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: anyCharacter, maxLength: 200 }), async (body) => {
        await route(body);
      }),
      { numRuns: 50, seed: propertySeed },
    );
  });

  it('answers any text: a reply unless it is empty after trimming', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: anyCharacter, maxLength: 300 }), async (text) => {
        const reply = await route(JSON.stringify({ text }));
        const trimmed = text.trim();
        if (trimmed.length === 0) {
          expect(reply.json).toMatchObject({ error: { code: 'empty_text' } });
        } else {
          expect(trimmed.length).toBeLessThanOrEqual(maxTextCharacters);
          expect(reply.status).toBe(200);
        }
      }),
      { numRuns: 60, seed: propertySeed },
    );
  });

  it('still serves the next valid requests', async () => {
    await expectStackStillServes(user);
  });
});
