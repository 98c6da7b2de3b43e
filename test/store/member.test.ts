import { customerHash, isMember, selectIsMember } from '../../src/store/member';
import { makeTestStore } from '../render';

const cookies =
  (jar: Record<string, string>) =>
  (name: string): string | undefined =>
    jar[name];

describe('isMember: the one rule of member-ness (docs/behaviour.md "Members and guests")', () => {
  it('needs the customer hash cookie (uhash{lang} and an odd loginchecked)', () => {
    expect(isMember(null, { status: 'succeeded', customerId: 'c1' })).toBe(false);
    expect(isMember('h', { status: 'succeeded', customerId: 'c1' })).toBe(true);
  });

  it('the cookie decides until the status answers, and when its call failed', () => {
    expect(isMember('h', { status: 'idle', customerId: null })).toBe(true);
    expect(isMember('h', { status: 'pending', customerId: null })).toBe(true);
    expect(isMember('h', { status: 'failed', customerId: null })).toBe(true);
  });

  it('a status answer without customer_id makes the page a guest’s', () => {
    expect(isMember('h', { status: 'succeeded', customerId: null })).toBe(false);
  });

  it('selectIsMember reads the cookie through the store context', () => {
    const store = makeTestStore({ readCookie: cookies({ uhashjp: 'h', loginchecked: '3' }) });
    expect(customerHash(store.context)).toBe('h');
    expect(selectIsMember(store.getState(), store.context)).toBe(true);
    const noBit = makeTestStore({ readCookie: cookies({ uhashjp: 'h', loginchecked: '2' }) });
    expect(selectIsMember(noBit.getState(), noBit.context)).toBe(false);
  });
});
