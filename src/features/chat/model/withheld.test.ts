import { privateLine, withheldCountsSchema } from '@/features/chat/model/withheld';

describe('the PRIVATE line under a reply', () => {
  it('counts every value kept from the vendor and names their kinds in the server’s order', () => {
    expect(privateLine({ secret: 1, email: 1, phone: 1 })).toBe(
      'PRIVATE: 3 kept from the vendor (e-mail, phone, key)',
    );
    expect(privateLine({ private: 2, email: 3 })).toBe(
      'PRIVATE: 5 kept from the vendor (e-mail, marked text)',
    );
    expect(privateLine({ card: 1, iban: 1, ssn: 1, ip: 1, link: 1 })).toBe(
      'PRIVATE: 5 kept from the vendor (card, IBAN, SSN, IP address, link)',
    );
  });

  it('names a kind it does not know by its key, after the ones it does', () => {
    expect(privateLine({ passport: 1, email: 1 })).toBe(
      'PRIVATE: 2 kept from the vendor (e-mail, passport)',
    );
  });

  it('is absent when nothing was kept back', () => {
    expect(privateLine(undefined)).toBeUndefined();
    expect(privateLine({})).toBeUndefined();
  });

  it('reads counts only: never a value in place of a count', () => {
    expect(withheldCountsSchema.safeParse({ email: 1, phone: 2 }).success).toBe(true);
    for (const wrong of [{ email: 'jane@example.org' }, { email: 0 }, { email: 1.5 }, ['email']]) {
      expect(withheldCountsSchema.safeParse(wrong).success).toBe(false);
    }
  });
});
