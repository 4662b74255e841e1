import { menuActionForKey, menuItems } from '@/features/chat/model/menu-items';

describe('main menu items', () => {
  it('lists the eight items in the order of the spec', () => {
    expect(menuItems.map((item) => `${item.key} ${item.label}`)).toEqual([
      '1 CLEAR CHAT HISTORY',
      '2 EXPORT CONVERSATION',
      '3 HELP',
      '4 TEST ROUTER',
      '5 ACCOUNT SETTINGS',
      '6 TERMS OF SERVICE',
      '7 PRIVACY POLICY',
      '8 SIGN OUT',
    ]);
  });

  it('binds keys 1 to 8 and nothing else', () => {
    expect(menuActionForKey('4')).toBe('test-router');
    expect(menuActionForKey('9')).toBeUndefined();
    expect(menuActionForKey('0')).toBeUndefined();
  });
});
