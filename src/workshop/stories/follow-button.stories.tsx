import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FOLLOW_CHANGED, type FollowChangedDetail } from '../../events/host-events';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { island, islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';

// The member follows RG10001 (fixtures/member.json) and not RG10002.
const KAEDE = { id: 'RG10002', name: 'Studio Kaede 楓工房' };
const TSUKIMISOU = { id: 'RG10001', name: 'サークル月見草 (Tsukimisou)' };
const HOSTILE = { id: 'RG10003', name: '<script>alert("maker")</script>サークル' };

const follow = (maker: { id: string; name: string }) =>
  island('follow-button', { 'maker-id': maker.id, 'maker-name': maker.name });

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** Clicks the page's follow button and returns the popup it opened, found by role and name. */
async function openPopup(context: Context, label: string, makerName: string) {
  await islandsSettled(context);
  const canvas = within(context.canvasElement);
  const trigger = canvas.getByRole('button', { name: label });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(trigger);
  const dialog = await canvas.findByRole('dialog', { name: makerName });
  // Shown once placed beside its trigger.
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return within(dialog);
}

/** Follows from the member's popup (with or without mail) and checks the call, the event and the label. */
async function followFromPopup(context: Context, mail: boolean) {
  const popup = await openPopup(context, ja.follow, KAEDE.name);
  const events: FollowChangedDetail[] = [];
  const listen = (event: Event) => events.push((event as CustomEvent<FollowChangedDetail>).detail);
  document.addEventListener(FOLLOW_CHANGED, listen);
  // The follow-list cache the store's pages keep: a follow clears it, in both languages, and nothing else.
  localStorage.setItem('FOLLOWLIST_CACHE_HTML_jp', 'x');
  localStorage.setItem('FOLLOWLIST_FOLDERS_CACHE_EXPIRE_en', 'x');
  localStorage.setItem('unrelated', 'kept');
  try {
    const mailBox = popup.getByRole('checkbox', { name: ja.follow_mail });
    await expect(mailBox).toBeChecked();
    if (!mail) await userEvent.click(mailBox);
    await userEvent.click(popup.getByRole('button', { name: ja.follow }));
    const canvas = within(context.canvasElement);
    const following = await canvas.findByRole('link', { name: ja.following });
    await expect(following).toHaveAttribute('href', `/maniax/mypage/followlist/=/maker_id/${KAEDE.id}`);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const sent = storyStore().requestsOf('follow');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toMatchObject({ follow_key: KAEDE.id, mail: mail ? '1' : '0' });
    await waitFor(() => expect(events).toEqual([expect.objectContaining({ makerId: KAEDE.id, mail })]));
    await expect(localStorage.getItem('FOLLOWLIST_CACHE_HTML_jp')).toBeNull();
    await expect(localStorage.getItem('FOLLOWLIST_FOLDERS_CACHE_EXPIRE_en')).toBeNull();
    await expect(localStorage.getItem('unrelated')).toBe('kept');
  } finally {
    document.removeEventListener(FOLLOW_CHANGED, listen);
    localStorage.removeItem('unrelated');
  }
}

const meta = {
  title: 'follow-button',
  ...islandMeta,
  args: { html: follow(KAEDE) },
} satisfies Meta<IslandArgs>;
export default meta;

export const Member: IslandStory = { name: 'member, not following' };

export const Following: IslandStory = {
  name: 'member, already following',
  args: { html: follow(TSUKIMISOU) },
  play: async (context) => {
    await islandsSettled(context);
    // Ready once mounted: the follow list arrives after.
    const link = await within(context.canvasElement).findByRole('link', { name: ja.following });
    await expect(link).toHaveAttribute('href', `/maniax/mypage/followlist/=/maker_id/${TSUKIMISOU.id}`);
  },
};

export const Guest: IslandStory = { name: 'guest', globals: { shopper: 'guest' } };

export const GuestPopup: IslandStory = {
  name: 'guest popup',
  globals: { shopper: 'guest', lang: 'en' },
  play: async (context) => {
    // Esc closes it and gives focus back to the trigger; opened again, it stays open for the picture.
    await openPopup(context, en.follow, KAEDE.name);
    await userEvent.keyboard('{Escape}');
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: en.follow })).toHaveFocus();
    const popup = await openPopup(context, en.follow, KAEDE.name);
    await expect(popup.getByText(en.follow_need_account)).toBeVisible();
    await expect(popup.getByRole('link', { name: en.register }).getAttribute('href')).toMatch(
      /\/maniax\/regist\/user$/,
    );
    // Log in comes back to this very page.
    const login = popup.getByRole('link', { name: en.login }).getAttribute('href') ?? '';
    await expect(login).toContain('/maniax/login/=/');
    await expect(decodeURIComponent(login.split('/login/=/')[1] ?? '')).toBe(window.location.href);
    await expect(popup.queryByRole('checkbox')).toBeNull();
    await expect(popup.getByRole('button', { name: en.close })).toBeEnabled();
    await expect(storyStore().requestsOf('follow')).toHaveLength(0);
  },
};

export const MemberPopup: IslandStory = {
  name: 'member popup',
  play: async (context) => {
    const popup = await openPopup(context, ja.follow, KAEDE.name);
    await expect(popup.getByRole('link', { name: KAEDE.name })).toHaveAttribute('href');
    await expect(popup.getByRole('checkbox', { name: ja.follow_mail })).toBeChecked();
    await expect(popup.getByRole('button', { name: ja.follow })).toBeEnabled();
  },
};

export const MailOff: IslandStory = {
  name: 'member follows, mail off',
  play: (context) => followFromPopup(context, false),
};

export const FollowFails: IslandStory = {
  name: 'member, the follow fails',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['follow'] } },
  play: async (context) => {
    const popup = await openPopup(context, ja.follow, KAEDE.name);
    const submit = popup.getByRole('button', { name: ja.follow });
    await userEvent.click(submit);
    await expect(await popup.findByRole('alert')).not.toBeEmptyDOMElement();
    // Single-shot: the popup offers the follow-list page instead of a second try.
    await expect(submit).toBeDisabled();
    await expect(popup.getByRole('link', { name: ja.follow_fallback })).toHaveAttribute('href');
    await expect(within(context.canvasElement).queryByRole('link', { name: ja.following })).toBeNull();
  },
};

export const TwoOfOneMaker: IslandStory = {
  name: 'two buttons of one maker: one popup at a time',
  args: { html: `${follow(KAEDE)} ${follow(KAEDE)}` },
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: ja.follow });
    if (!first || !second) throw new Error('Two follow buttons expected.');
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getAllByRole('dialog', { name: KAEDE.name })).toHaveLength(1));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('dialog', { name: KAEDE.name })).toHaveLength(1);
  },
};

export const HostileName: IslandStory = {
  name: 'maker name with markup, as text',
  args: { html: follow(HOSTILE) },
  play: async (context) => {
    const popup = await openPopup(context, ja.follow, HOSTILE.name);
    await expect(popup.getByRole('link', { name: HOSTILE.name })).toBeVisible();
  },
};

export const English: IslandStory = { name: 'member, in English', globals: { lang: 'en' } };

// The button mounts at once: while the status and the follow list are on their way it offers Follow.
export const ListsLoading: IslandStory = {
  name: 'follow list still loading',
  args: { html: follow(TSUKIMISOU) },
  globals: { fault: 'loading' },
};

export const ListsFailed: IslandStory = {
  name: 'follow list failed to load',
  args: { html: follow(TSUKIMISOU) },
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['follows'] } },
};

export const MissingName: IslandStory = {
  name: 'no maker name (island error)',
  args: { html: island('follow-button', { 'maker-id': KAEDE.id }) },
  parameters: { workshop: { state: 'error', expectedConsoleErrors: [/maker-name is required/] } },
};
