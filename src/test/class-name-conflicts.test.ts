import { refuseConflicts } from '@/test/class-name-conflicts';

describe('the class-name conflict check of the unit tests', () => {
  it('passes classes that each set something else', () => {
    expect(refuseConflicts('h-8 px-2 text-xs sm:px-3 hover:bg-terminal-surface')).toBe(
      'h-8 px-2 text-xs sm:px-3 hover:bg-terminal-surface',
    );
  });

  it('refuses two paddings, naming the one that would lose', () => {
    expect(() => refuseConflicts('p-4 text-sm p-6')).toThrow(/p-4 would be overridden/);
  });

  it('refuses two border colours, as an error bubble over a reply bubble had', () => {
    expect(() =>
      refuseConflicts('border border-terminal-foreground border-terminal-danger'),
    ).toThrow(/border-terminal-foreground/);
  });
});
