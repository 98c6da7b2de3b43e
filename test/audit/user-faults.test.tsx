// A failed call the user started, on an English page, in every way it can fail: its message where the user
// acted, nothing changed, no control left busy or disabled, and the next attempt works. Calls the user did
// not start: test/audit/fault-reports.test.ts and test/e2e/faults.e2e.ts.
import type { ReactElement } from 'react';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockCall, MockFault } from '../../src/mocks/fake-store';
import type { RootState } from '../../src/store/create-store';
import FavoriteButtonWidget from '../../src/widgets/favorite-button/favorite-button-widget';
import FavoriteFolders from '../../src/widgets/favorite-folders/favorite-folders';
import FavoriteItem from '../../src/widgets/favorite-item/favorite-item';
import FollowButtonWidget from '../../src/widgets/follow-button/follow-button-widget';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore, renderWithStore } from '../render';
import { jsonpThroughFetch, renderItem } from '../widgets/product-item/helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

/** Renders a widget for a member on `path` of an English page. */
function renderOn(path: string, ui: ReactElement, layout: string | null = null) {
  memberCookies('en');
  window.history.pushState({}, '', path);
  const store = makeTestStore({ lang: 'en', pathname: path, layout });
  return renderWithStore(ui, { store, config: { lang: 'en', layout } });
}

/** The alert's text: the server's message when it sent one, else `failed`. */
const MESSAGE: Partial<Record<MockFault, string>> = {
  http500: 'Communication failed',
  malformed: 'Communication failed',
  'result-false': 'エラーが発生しました。 An error occurred.',
  'login-html': 'Communication failed',
};

interface UserAction {
  call: MockCall;
  /** The faults that are failures for this call (default: those of MESSAGE). */
  faults?: MockFault[];
  mount: () => ReturnType<typeof renderOn> | ReturnType<typeof renderItem>;
  /** The load the widget waits for before the user acts. */
  loaded?: (state: RootState) => string;
  /** The control the user acts on (the first of its name); it must not stay busy or disabled after a failure. */
  control: [role: 'button' | 'checkbox', name: string];
  /** The item the action goes on to in the popup or menu the control opened. */
  then?: (scope: HTMLElement) => Promise<HTMLElement>;
  /** The text of what shows the success (a control, or a mark in a status region). */
  done: string;
  /** The store's data the action changes on success. */
  data: (state: RootState) => unknown;
}

const actions: UserAction[] = [
  {
    call: 'cart',
    mount: () => renderItem('RJ01000005', { lang: 'en' }),
    control: ['button', 'Add to Cart'],
    done: 'Added to Cart',
    data: (state) => state.user.cart,
  },
  {
    call: 'wishlist',
    // Not yet a favourite of the fixture member.
    mount: () => renderOn('/', <FavoriteButtonWidget productId="RJ01000006" />),
    loaded: (state) => state.lists.favorites.status,
    control: ['button', 'Add to Favorites'],
    done: 'Added',
    data: (state) => state.lists.favorites.ids,
  },
  {
    call: 'follow',
    // docs/behaviour.md "Follows and the follow cache": a follow succeeds on the status text OK whatever the
    // body says, so a bad body is no fault.
    faults: ['http500', 'result-false', 'login-html'],
    mount: () => renderOn('/', <FollowButtonWidget makerId="RG30003" makerName="Circle C" />),
    loaded: (state) => state.lists.follows.status,
    // Single-shot within one opening of the popup; the trigger stays usable to open a new one.
    control: ['button', 'Follow'],
    then: async (scope) => {
      const dialog = within(within(scope).getByRole('dialog'));
      // A new popup: no alert of an earlier attempt.
      expect(dialog.queryByRole('alert')).toBeNull();
      return dialog.getByRole('button', { name: 'Follow' });
    },
    done: 'Already following',
    data: (state) => state.lists.follows.keys,
  },
  {
    call: 'folderAction',
    mount: () => renderOn('/maniax/mypage/wishlist/folder/', <FavoriteFolders />),
    loaded: (state) => state.folders.status,
    control: ['checkbox', 'Show on top'],
    done: 'Settings completed',
    data: (state) => state.folders.list,
  },
  {
    call: 'itemAction',
    mount: () =>
      renderOn(
        '/maniax/mypage/wishlist/folder/=/folder_id/11',
        <FavoriteItem itemId="101" folderId="11" folderName="" />,
        'mypage_wishlist_folder',
      ),
    loaded: (state) => state.folders.status,
    control: ['button', 'Move or delete'],
    then: (scope) => within(scope).findByRole('menuitemradio', { name: /Unclassified/ }),
    done: 'Moved to Unclassified.',
    data: (state) => state.folders.list,
  },
];

describe('a failed call the user started: its message, nothing changed, the retry works', () => {
  for (const action of actions) {
    it.each(action.faults ?? (Object.keys(MESSAGE) as MockFault[]))(`${action.call}: %s`, async (fault) => {
      const user = userEvent.setup();
      const { container: scope, store } = await action.mount();
      await waitFor(() => expect(action.loaded?.(store.getState()) ?? 'succeeded').toBe('succeeded'));
      const [role, name] = action.control;
      const control = () => within(scope).getAllByRole(role, { name })[0] as HTMLElement;
      const act = async () => {
        await user.click(control());
        if (action.then) await user.click(await action.then(scope));
      };
      const before = action.data(store.getState());
      fake.setFault(action.call, fault);
      await act();
      expect((await within(scope).findByRole('alert')).textContent).toBe(MESSAGE[fault]);
      expect(within(scope).queryByText(action.done)).toBeNull();
      expect(action.data(store.getState())).toBe(before);
      expect(control()).toBeEnabled();
      expect(control()).not.toHaveAttribute('aria-disabled', 'true');
      expect(control()).not.toHaveAttribute('aria-busy', 'true');

      // The next attempt with the server well again works: the shopper first closes the popup or menu the
      // failure was shown in (the follow popup is single-shot), then tries again.
      fake.setFault(action.call, null);
      await user.keyboard('{Escape}');
      await act();
      await within(scope).findByText(action.done);
      expect(within(scope).queryByRole('alert')).toBeNull();
      expect(fake.requestsOf(action.call)).toHaveLength(2);
    });
  }
});
