import { waitFor } from '@testing-library/react';
import type { PageConfig } from '../../../src/config/page-config';
import type { AppStore } from '../../../src/store/create-store';
import FollowButtonWidget from '../../../src/widgets/follow-button/follow-button-widget';
import { renderWithStore } from '../../render';

export function renderFollow(
  makerId = 'RG30003',
  makerName = 'Circle C',
  options: { config?: Partial<PageConfig>; store?: AppStore } = {},
) {
  return renderWithStore(<FollowButtonWidget makerId={makerId} makerName={makerName} />, options);
}

/** Waits until the status and the follow list have loaded (a member's list, or the guest's nothing). */
export async function settled(store: AppStore, member = true): Promise<void> {
  await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
  if (member) await waitFor(() => expect(store.getState().lists.follows.status).toBe('succeeded'));
}
