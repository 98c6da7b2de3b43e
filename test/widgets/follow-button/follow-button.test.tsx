// The follow-button widget in jsdom: what its stories (src/workshop/stories/follow-button.stories.tsx: mail
// flag, cache cleared, guest links) leave unproven.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followAdd } from '../../../src/store/lists-slice';
import FollowButtonWidget from '../../../src/widgets/follow-button/follow-button-widget';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { renderWithStore } from '../../render';
import { renderFollow, settled } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

const EN = { config: { lang: 'en' as const } };
/** A maker id and name holding what a path or a query breaks on. */
const ODD_ID = 'RG/1?x#y%z';
const ODD_NAME = 'A/B? #1 %';

/** Renders the button for an English-page member, waits for the lists and opens the popup. */
async function openMemberPopup(makerId = 'RG30003', makerName = 'Circle C') {
  memberCookies('en');
  const user = userEvent.setup();
  const { store } = renderFollow(makerId, makerName, EN);
  await settled(store);
  const trigger = screen.getByRole('button', { name: 'Follow' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog');
  return { user, store, trigger, dialog, submit: within(dialog).getByRole('button', { name: 'Follow' }) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('follow-button', () => {
  // Already following, linking to the maker in the follow list: the stories follow-button "member, already
  // following" and "member follows, mail off".
  it('a status without customer_id (stale cookie): Follow, not Already following, and the guest prompt', async () => {
    memberCookies();
    staleMemberStatus();
    const user = userEvent.setup();
    const { store } = renderFollow('RG10001');
    await settled(store);
    expect(store.getState().lists.follows.keys).toContain('RG10001');
    expect(screen.queryByRole('link', { name: 'フォロー中' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('フォロー機能を利用するにはアカウントが必要です。');
  });

  it('a guest: no follow list asked for; the prompt takes the focus, its login link encodes the whole page', async () => {
    fake.setMember(false);
    window.history.replaceState(null, '', '/maniax/circle/profile/=/maker_id/RG30003.html?a=1&b=2#top');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store, false);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const dialog = screen.getByRole('dialog', { name: 'Circle C' });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'http://localhost:3000/maniax/login/=/' +
        'http%3A%2F%2Flocalhost%3A3000%2Fmaniax%2Fcircle%2Fprofile%2F%3D%2Fmaker_id%2FRG30003.html%3Fa%3D1%26b%3D2%23top',
    );
    expect(within(dialog).queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(fake.requestsOf('follows')).toHaveLength(0);
  });

  it('a member follows: the focus on the mail box, then on Already following; ids sent as written, encoded in links', async () => {
    const { user, store, dialog, submit } = await openMemberPopup(ODD_ID, ODD_NAME);
    expect(within(dialog).getByRole('checkbox', { name: 'Receive notification mail' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: ODD_NAME })).toHaveAttribute(
      'href',
      '/maniax/circle/profile/=/maker_id/RG%2F1%3Fx%23y%25z.html',
    );
    // The follow-list page is offered only after a failure.
    expect(within(dialog).queryByRole('link', { name: 'Follow from the Follow List page' })).toBeNull();
    await user.click(submit);
    const link = await screen.findByRole('link', { name: 'Already following' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/followlist/=/maker_id/RG%2F1%3Fx%23y%25z');
    await waitFor(() => expect(link).toHaveFocus());
    const [post] = fake.requestsOf('follow');
    expect(post?.method).toBe('POST');
    expect(new URL(post?.url ?? '').pathname).toBe('/maniax/follow/regist');
    expect(post?.body).toEqual({ follow_key: ODD_ID, mail: '1' });
    expect(store.getState().lists.follows.keys).toContain(ODD_ID);
  });

  it('single-shot: a double click sends one request', async () => {
    const { user, submit } = await openMemberPopup();
    await user.dblClick(submit);
    expect(await screen.findByRole('link', { name: 'Already following' })).toBeInTheDocument();
    expect(fake.requestsOf('follow')).toHaveLength(1);
  });

  // Which answers carry no message (xml-fail-nomsg as http500): test/store/error-message.test.ts; the trigger
  // usable after a failure, and a new popup's attempt working: test/audit/user-faults.test.tsx.
  it.each([
    ['http500', 'Communication failed'],
    ['result-false', 'An error occurred.'],
  ] as const)(
    'failure (%s): an alert, the button stays disabled, the follow-list page offered, nothing changes',
    async (fault, message) => {
      fake.setFault('follow', fault);
      localStorage.setItem('FOLLOWLIST_CACHE_HTML_en', 'cached');
      const { user, store, dialog, submit } = await openMemberPopup(ODD_ID, ODD_NAME);
      await user.click(submit);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(submit).toBeDisabled();
      await user.click(submit);
      expect(fake.requestsOf('follow')).toHaveLength(1);
      expect(screen.queryByRole('link', { name: 'Already following' })).toBeNull();
      expect(store.getState().lists.follows.keys).not.toContain(ODD_ID);
      expect(localStorage.getItem('FOLLOWLIST_CACHE_HTML_en')).toBe('cached');
      // docs/server.md "Routes the bundle links to": every part encoded.
      expect(within(dialog).getByRole('link', { name: 'Follow from the Follow List page' })).toHaveAttribute(
        'href',
        '/maniax/mypage/followlist/add/=/maker_id/RG%2F1%3Fx%23y%25z/maker_name/A%2FB%3F%20%231%20%25',
      );
    },
  );

  // A click inside, Esc and an outside press: test/components/popup/use-popup-trigger.test.tsx, the popup
  // hook the button uses.
  it('Close and the trigger close it, the focus back on the trigger', async () => {
    const { user, trigger } = await openMemberPopup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.requestsOf('follow')).toHaveLength(0);
  });

  // Two buttons of one maker: the story follow-button "two buttons of one maker: one popup at a time".
  it("one popup at a time across two makers' buttons", async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <>
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
        <FollowButtonWidget makerId="RG40004" makerName="Circle D" />
      </>,
    );
    await settled(store);
    const [first, second] = screen.getAllByRole('button', { name: 'フォローする' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await user.click(first);
    expect(screen.getByRole('dialog', { name: 'Circle C' })).toBeInTheDocument();
    await user.click(second);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Circle D' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('a follow made in one island shows Already following in every island of that maker', async () => {
    memberCookies();
    const { store } = renderWithStore(
      <>
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
      </>,
    );
    await settled(store);
    act(() => {
      store.dispatch(followAdd('RG30003'));
    });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'フォロー中' })).toHaveLength(2));
  });
});
