import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { SiteLang } from '../../../src/domain/models';
import PriceBox from '../../../src/widgets/price-box/price-box';
import type { FakeStore } from '../../../src/mocks/fake-store';
import { SUITE_NOW } from '../../../src/mocks/suite-clock';
import { memberCookies, useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';

/** The suite's instant, 2026-11-23 12:00 in Japan: the fixtures' dates are resolved and read against it. */
export const NOW = new Date(SUITE_NOW);

let currentFake: FakeStore | null = null;

/** The fake API for this test file; renderBox makes it answer as a member or a guest. */
export function setupPriceBoxApi(): FakeStore {
  // useMockApi is a test helper, not a React hook.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const fake = useMockApi();
  currentFake = fake;
  return fake;
}

/** Fakes only the clock, so msw and testing-library keep their real timers. */
export function fixClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

export interface BoxOptions {
  lang?: SiteLang;
  member?: boolean;
  /** Server-rendered children of the island (e.g. the devices list). */
  islandHtml?: string;
  /** The loads its definition declares started, as at the runtime's scan (default true). */
  loads?: boolean;
  /** Run once the product is in, before the box renders. */
  beforeRender?: () => void;
  /** Resolve once the box is shown (default true); false: as soon as it is rendered. */
  shown?: boolean;
}

/** Renders a price box for a loaded product, the way the runtime does (products first). */
export async function renderBox(
  productId: string,
  { lang = 'jp', member = false, islandHtml, loads = true, beforeRender, shown = true }: BoxOptions = {},
) {
  if (member) memberCookies(lang);
  currentFake?.setMember(member);
  const store = makeTestStore({ lang });
  await store.pooler.request([productId]);
  beforeRender?.();
  const element = document.createElement('div');
  element.dataset.widget = 'price-box';
  if (islandHtml) element.innerHTML = islandHtml;
  document.body.append(element);
  const island = makeIslandHandle(element);
  const result = renderWithStore(<PriceBox productId={productId} />, {
    store,
    island,
    config: { lang },
    declaredLoads: loads,
  });
  if (shown) await screen.findByRole('region');
  return { ...result, element, island };
}
