// docs/behaviour.md "Members and guests": a status answer without customer_id makes the page a guest's: the
// price box shows no personal state (Download, In Cart, on rental, the rental deducted) from the lists a
// stale cookie loaded.
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

describe('price box when the status says guest (stale cookie)', () => {
  it('a bought work: the add button, no Download or Stream', async () => {
    const { store } = await renderBox('RJ01000010', { member: true });
    await vi.waitFor(() => expect(store.getState().lists.boughts.status).toBe('succeeded'));
    await vi.waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    expect(screen.queryByRole('link', { name: 'ダウンロード' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ブラウザ視聴' })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('a work in the status cart: no In Cart link', async () => {
    const { store } = await renderBox('RJ01000001', { member: true });
    await vi.waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    expect(screen.queryByRole('link', { name: 'カートに入っています' })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('a rented work: the sell/rental choice as for anyone, no rental deducted', async () => {
    const { store } = await renderBox('RJ01000002', { member: true });
    await vi.waitFor(() => expect(store.getState().lists.boughts.status).toBe('succeeded'));
    await vi.waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    const group = screen.getByRole('radiogroup', { name: '購入方法を選択' });
    expect(within(group).getByRole('radio', { name: '通常購入' })).toBeChecked();
  });
});
