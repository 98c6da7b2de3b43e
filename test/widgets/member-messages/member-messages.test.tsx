import { waitFor } from '@testing-library/react';
import MemberMessages from '../../../src/widgets/member-messages/member-messages';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

const inService = { id: 'm1', title: 'Point campaign', body: '', url: '/maniax/campaign', inservice: 1 };

// A member's in-service messages shown, the ended one not: the story member-messages "member with messages
// and notices".
describe('member-messages', () => {
  it('a status answer without customer_id (stale cookie) shows nothing, whatever messages it carries', async () => {
    memberCookies();
    staleMemberStatus([], [inService]);
    const { container, store, island } = renderWithStore(<MemberMessages />);
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(store.getState().user.messages).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
