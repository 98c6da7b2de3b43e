// docs/behaviour.md "Members and guests": a status answer without customer_id makes the page a guest's: the
// price box shows no personal state (Download, In Cart, on rental, the rental deducted) from the lists a
// stale cookie loaded. The box shows once the status and the lists are in (coupons-wait.test.tsx).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staleMemberStatus } from '../../mock-api';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

setupPriceBoxApi();

beforeEach(() => {
  fixClock();
  staleMemberStatus(['RJ01000001']);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The box of a member's cookie whose status says guest; the status and the boughts are in when it shows. */
async function renderStale(work: string) {
  const { store } = await renderBox(work, { member: true });
  expect(store.getState().user.status).toBe('succeeded');
  expect(store.getState().lists.boughts.status).toBe('succeeded');
}

describe('price box when the status says guest (stale cookie)', () => {
  it.each([
    ['a bought work', 'RJ01000010', ['ダウンロード', 'ブラウザ視聴']],
    ['a work in the status cart', 'RJ01000001', ['カートに入っています']],
  ])('%s: the add button, none of its links', async (_, work, links) => {
    await renderStale(work);
    for (const name of links) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('a rented work: the sell/rental choice as for anyone, no rental deducted', async () => {
    await renderStale('RJ01000002');
    const group = screen.getByRole('radiogroup', { name: '購入方法を選択' });
    expect(within(group).getByRole('radio', { name: '通常購入' })).toBeChecked();
    expect(screen.getByText('990円')).toBeInTheDocument();
  });
});
