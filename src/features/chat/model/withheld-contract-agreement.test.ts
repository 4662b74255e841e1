import fc from 'fast-check';
import { withheldCountsSchema as serverSchema } from '../../../../supabase/functions/_shared/contract/route-contract';
import {
  withheldKindLabels as serverLabels,
  withheldKinds,
} from '../../../../supabase/functions/_shared/privacy/withheld-kinds';
import {
  withheldCountsSchema as appSchema,
  withheldKindLabels as appLabels,
} from '@/features/chat/model/withheld';

describe('meta.withheld: the app reads what the route function sends', () => {
  it('knows every kind the server keeps back, in its order and by its words', () => {
    expect(Object.keys(appLabels)).toEqual([...withheldKinds]);
    expect(appLabels).toEqual(serverLabels);
  });

  it('reads every counts object the server may send exactly as sent', () => {
    const counts = fc.dictionary(
      fc.constantFrom(...withheldKinds),
      fc.integer({ min: 1, max: 1_000_000 }),
    );
    fc.assert(
      fc.property(counts, (withheld) => {
        expect(serverSchema.safeParse(withheld).success).toBe(true);
        expect(appSchema.parse(withheld)).toEqual(withheld);
      }),
    );
  });

  it('refuses, like the server, anything that is not a count', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        if (!appSchema.safeParse(value).success) {
          expect(serverSchema.safeParse(value).success).toBe(false);
        }
      }),
    );
  });
});
