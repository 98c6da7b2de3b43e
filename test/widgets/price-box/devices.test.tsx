import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

// Opening with aria-expanded and aria-controls, Esc closing it with the focus back on the toggle: the story
// price-box/page and failures "devices slot"; a press outside closing it: useDismiss (the toggle's, as every
// popup's), test/components/popup/use-popup-trigger.test.tsx "a press outside dismisses ...".

setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

const list = (element: HTMLElement) => {
  const el = element.querySelector<HTMLElement>('[data-slot="devices"]');
  if (!el) throw new Error('no devices list');
  return el;
};

describe('price box: supported devices', () => {
  it('a click inside the open list keeps it open; the toggle closes it', async () => {
    const { element } = await renderBox('RJ01000001', {
      islandHtml: '<ul data-slot="devices"><li>Windows</li></ul>',
    });
    const toggle = screen.getByRole('button', { name: '対応デバイス' });
    await userEvent.click(toggle);
    expect(list(element)).toHaveClass('sf-price-box__devices--open');
    fireEvent.click(list(element).querySelector('li') as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list(element)).not.toBeVisible();
  });

  it.each([
    ['without an id: one is given, and taken away on unmount', '', null],
    ['with an id: it is kept', ' id="work-devices"', 'work-devices'],
  ])('the server list %s; unmounting leaves it as written', async (_, idAttribute, serverId) => {
    const { element, unmount } = await renderBox('RJ01000001', {
      islandHtml: `<ul data-slot="devices"${idAttribute}><li>Windows</li></ul>`,
    });
    const id = list(element).id;
    if (serverId) expect(id).toBe(serverId);
    else expect(id).not.toBe('');
    expect(screen.getByRole('button', { name: '対応デバイス' })).toHaveAttribute('aria-controls', id);
    act(() => unmount());
    expect(list(element)).toBeVisible();
    expect(list(element).getAttribute('id')).toBe(serverId);
  });

  it('no toggle without a devices list', async () => {
    await renderBox('RJ01000001');
    expect(screen.queryByRole('button', { name: '対応デバイス' })).toBeNull();
  });
});
