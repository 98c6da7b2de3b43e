import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOWLIST_CACHE_KEYS } from '../../../src/domain/follow-cache';
import { followAdd } from '../../../src/store/lists-slice';
import FollowButtonWidget from '../../../src/widgets/follow-button/follow-button-widget';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { renderWithStore } from '../../render';
import { renderFollow, settled } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

const EN = { config: { lang: 'en' as const } };

describe('follow-button: labels and states', () => {
  it('not following: a button labelled Follow (ja and en)', async () => {
    memberCookies();
    const { store, unmount } = renderFollow();
    await settled(store);
    expect(screen.getByRole('button', { name: 'フォローする' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    memberCookies('en');
    const en = renderFollow('RG30003', 'Circle C', EN);
    await settled(en.store);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('following: a real link named Already following to the follow list for the maker (ja and en)', async () => {
    memberCookies();
    const { store, unmount } = renderFollow('RG10001');
    const link = await screen.findByRole('link', { name: 'フォロー中' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/followlist/=/maker_id/RG10001');
    expect(screen.queryByRole('button')).toBeNull();
    expect(store.getState().lists.follows.keys).toContain('RG10001');
    unmount();
    memberCookies('en');
    renderFollow('BG20002', 'B', EN);
    expect(await screen.findByRole('link', { name: 'Already following' })).toHaveAttribute(
      'href',
      '/maniax/mypage/followlist/=/maker_id/BG20002',
    );
  });

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

  it('a guest loads no follow list and sees Follow', async () => {
    fake.setMember(false);
    const { store } = renderFollow('RG10001');
    await settled(store, false);
    expect(screen.getByRole('button', { name: 'フォローする' })).toBeInTheDocument();
    expect(fake.requestsOf('follows')).toHaveLength(0);
  });
});

describe('follow-button: popup', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('guest: the account prompt with register and login links (login encodes the current page)', async () => {
    fake.setMember(false);
    window.history.replaceState(null, '', '/maniax/circle/profile/=/maker_id/RG30003.html?a=1&b=2#top');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store, false);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const dialog = screen.getByRole('dialog', { name: 'Circle C' });
    expect(dialog).toHaveTextContent('You need to have an account to use the Follow feature.');
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      'http://localhost:3000/maniax/regist/user',
    );
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'http://localhost:3000/maniax/login/=/' +
        'http%3A%2F%2Flocalhost%3A3000%2Fmaniax%2Fcircle%2Fprofile%2F%3D%2Fmaker_id%2FRG30003.html%3Fa%3D1%26b%3D2%23top',
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveFocus();
  });

  it('guest prompt in Japanese', async () => {
    fake.setMember(false);
    const user = userEvent.setup();
    const { store } = renderFollow();
    await settled(store, false);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('フォロー機能を利用するにはアカウントが必要です。');
    expect(within(dialog).getByRole('link', { name: '会員登録' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('member: maker name, mail checkbox checked by default, a Follow button; focus moves in', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderFollow();
    await settled(store);
    const trigger = screen.getByRole('button', { name: 'フォローする' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Circle C' });
    // The maker name links to the maker profile.
    expect(within(dialog).getByRole('link', { name: 'Circle C' })).toHaveAttribute(
      'href',
      '/maniax/circle/profile/=/maker_id/RG30003.html',
    );
    const mail = within(dialog).getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    expect(mail).toBeChecked();
    expect(mail).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'フォローする' })).toBeEnabled();
    expect(fake.requestsOf('follow')).toHaveLength(0);
  });

  it('mail on: posts follow_key and mail=1; success closes the popup, shows Already following, clears the cache', async () => {
    memberCookies('en');
    for (const key of FOLLOWLIST_CACHE_KEYS) localStorage.setItem(key, 'cached');
    localStorage.setItem('SOMETHING_ELSE', 'keep');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Follow' }));
    const link = await screen.findByRole('link', { name: 'Already following' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/followlist/=/maker_id/RG30003');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(link).toHaveFocus());
    const posts = fake.requestsOf('follow');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(new URL(posts[0]?.url ?? '').pathname).toBe('/maniax/follow/regist');
    expect(posts[0]?.body).toEqual({ follow_key: 'RG30003', mail: '1' });
    expect(fake.followMail('RG30003')).toBe(1);
    expect(store.getState().lists.follows.keys).toEqual(['RG10001', 'BG20002', 'RG30003']);
    for (const key of FOLLOWLIST_CACHE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('SOMETHING_ELSE')).toBe('keep');
    expect(store.getState().ui.followPopupMakerId).toBeNull();
  });

  it('mail off: posts mail=0', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderFollow();
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'フォローする' }));
    expect(await screen.findByRole('link', { name: 'フォロー中' })).toBeInTheDocument();
    expect(fake.requestsOf('follow')[0]?.body).toEqual({ follow_key: 'RG30003', mail: '0' });
    expect(fake.followMail('RG30003')).toBe(0);
  });

  it('single-shot: a double click sends one request', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderFollow();
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'フォローする' }));
    expect(await screen.findByRole('link', { name: 'フォロー中' })).toBeInTheDocument();
    expect(fake.requestsOf('follow')).toHaveLength(1);
  });

  it.each(['http500', 'result-false'] as const)(
    'failure (%s): an alert, the button stays disabled (second click sends nothing), nothing changes',
    async (fault) => {
      memberCookies('en');
      fake.setFault('follow', fault);
      localStorage.setItem('FOLLOWLIST_CACHE_HTML_en', 'cached');
      const user = userEvent.setup();
      const { store } = renderFollow('RG30003', 'Circle C', EN);
      await settled(store);
      await user.click(screen.getByRole('button', { name: 'Follow' }));
      const dialog = screen.getByRole('dialog');
      const submit = within(dialog).getByRole('button', { name: 'Follow' });
      await user.click(submit);
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).not.toBe('');
      if (fault === 'result-false') expect(alert).toHaveTextContent('An error occurred.');
      else expect(alert).toHaveTextContent('Communication failed');
      expect(submit).toBeDisabled();
      await user.click(submit);
      expect(fake.requestsOf('follow')).toHaveLength(1);
      expect(screen.queryByRole('link', { name: 'Already following' })).toBeNull();
      expect(store.getState().lists.follows.keys).not.toContain('RG30003');
      expect(localStorage.getItem('FOLLOWLIST_CACHE_HTML_en')).toBe('cached');
      expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(2);
      // The button stays disabled: the store's add-to-follow-list page is offered instead
      // (docs/server.md "Routes the bundle links to").
      expect(within(dialog).getByRole('link', { name: 'Follow from the Follow List page' })).toHaveAttribute(
        'href',
        '/maniax/mypage/followlist/add/=/maker_id/RG30003/maker_name/Circle%20C',
      );
    },
  );

  it('after a failure, closing and reopening the popup gives a new attempt that works', async () => {
    memberCookies('en');
    fake.setFault('follow', 'http500');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store);
    const trigger = screen.getByRole('button', { name: 'Follow' });
    await user.click(trigger);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Follow' }));
    await within(screen.getByRole('dialog')).findByRole('alert');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    fake.setFault('follow', null);
    await user.click(trigger);
    const submit = within(screen.getByRole('dialog')).getByRole('button', { name: 'Follow' });
    expect(submit).toBeEnabled();
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
    await user.click(submit);
    expect(await screen.findByRole('link', { name: 'Already following' })).toBeInTheDocument();
    expect(fake.requestsOf('follow')).toHaveLength(2);
  });

  it('a failure without a msg shows `failed`', async () => {
    memberCookies('en');
    fake.setFault('follow', 'xml-fail-nomsg');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication failed');
  });

  it('the fallback link after a failure encodes every part (ja)', async () => {
    memberCookies();
    fake.setFault('follow', 'http500');
    const name = 'A/B? #1 %';
    const user = userEvent.setup();
    const { store } = renderFollow('RG/1?x', name);
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'フォローする' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'フォローリストのページからフォローする' })).toHaveAttribute(
      'href',
      '/maniax/mypage/followlist/add/=/maker_id/RG%2F1%3Fx/maker_name/A%2FB%3F%20%231%20%25',
    );
  });

  it('no fallback link before a failure', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store, unmount } = renderFollow();
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    expect(screen.queryByRole('link', { name: 'フォローリストのページからフォローする' })).toBeNull();
    unmount();
  });

  it('an outside click closes the popup; a click inside does not', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <>
        <p>outside</p>
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
      </>,
    );
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    await user.click(screen.getByText('Circle C'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.followPopupMakerId).toBeNull();
    expect(fake.requestsOf('follow')).toHaveLength(0);
  });

  it('Esc closes the popup and focus returns to the trigger; the close button and the trigger close too', async () => {
    memberCookies('en');
    const user = userEvent.setup();
    const { store } = renderFollow('RG30003', 'Circle C', EN);
    await settled(store);
    const trigger = screen.getByRole('button', { name: 'Follow' });
    await user.click(trigger);
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('maker names with / ? # % and HTML are shown as text; ids are encoded in URLs', async () => {
    memberCookies();
    const name = '<b>A/B?C#D%E</b> & <script>x</script>';
    const user = userEvent.setup();
    const { store, container } = renderFollow('RG/1?x#y%z', name);
    await settled(store);
    await user.click(screen.getByRole('button', { name: 'フォローする' }));
    const dialog = screen.getByRole('dialog', { name });
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(container.querySelector('b, script')).toBeNull();
    expect(within(dialog).getByRole('link', { name })).toHaveAttribute(
      'href',
      '/maniax/circle/profile/=/maker_id/RG%2F1%3Fx%23y%25z.html',
    );
    await user.click(within(dialog).getByRole('button', { name: 'フォローする' }));
    expect(await screen.findByRole('link', { name: 'フォロー中' })).toHaveAttribute(
      'href',
      '/maniax/mypage/followlist/=/maker_id/RG%2F1%3Fx%23y%25z',
    );
    expect(fake.requestsOf('follow')[0]?.body).toEqual({ follow_key: 'RG/1?x#y%z', mail: '1' });
  });

  it('one popup at a time across two follow buttons (also of the same maker)', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <>
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
        <FollowButtonWidget makerId="RG40004" makerName="Circle D" />
        <FollowButtonWidget makerId="RG30003" makerName="Circle C" />
      </>,
    );
    await settled(store);
    const [first, second, third] = screen.getAllByRole('button', { name: 'フォローする' });
    if (!first || !second || !third) throw new Error('three triggers expected');
    await user.click(first);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Circle C' })).toBeInTheDocument();
    await user.click(second);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Circle D' })).toBeInTheDocument();
    await user.click(third);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(third).toHaveAttribute('aria-expanded', 'true');
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
