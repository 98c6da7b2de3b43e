// Renders a component the way the islands runtime does (src/boot/bootstrap.tsx): store, page config,
// i18n, plus an island handle stub so widgets calling useIsland()/useReadyWhen() work outside the runtime.
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import Cookies from 'js-cookie';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { PageConfig } from '../src/config/page-config';
import { PageConfigContext } from '../src/config/page-config-context';
import { createI18nValue, I18nProvider } from '../src/i18n/i18n-context';
import { IslandContext, type IslandHandle } from '../src/islands/island-context';
import { createAppStore, type AppStore } from '../src/store/create-store';
import type { StoreContext } from '../src/store/context';
import { DEFAULT_MOCK_HOSTS } from '../src/mocks';
import { FavoriteButton } from '../src/components/favorite-button/favorite-button';
import CommunityLinksWidget from '../src/widgets/community-links/community-links';
import { communityLinksWidget } from '../src/widgets/community-links/definition';
import { favoriteButtonWidget } from '../src/widgets/favorite-button/definition';
import FavoriteButtonWidget from '../src/widgets/favorite-button/favorite-button-widget';
import { favoriteFolderMenuWidget } from '../src/widgets/favorite-folder-menu/definition';
import FavoriteFolderMenu from '../src/widgets/favorite-folder-menu/favorite-folder-menu';
import { favoriteFoldersWidget } from '../src/widgets/favorite-folders/definition';
import FavoriteFolders from '../src/widgets/favorite-folders/favorite-folders';
import { favoriteItemWidget } from '../src/widgets/favorite-item/definition';
import FavoriteItem from '../src/widgets/favorite-item/favorite-item';
import { followButtonWidget } from '../src/widgets/follow-button/definition';
import FollowButtonWidget from '../src/widgets/follow-button/follow-button-widget';
import { memberMessagesWidget } from '../src/widgets/member-messages/definition';
import MemberMessages from '../src/widgets/member-messages/member-messages';
import { previewPlayerWidget } from '../src/widgets/preview-player/definition';
import PreviewPlayer from '../src/widgets/preview-player/preview-player';
import { priceBoxWidget } from '../src/widgets/price-box/definition';
import PriceBox from '../src/widgets/price-box/price-box';
import { productItemWidget } from '../src/widgets/product-item/definition';
import ProductItem from '../src/widgets/product-item/product-item';
import {
  addIslandNeeds,
  emptyNeeds,
  requestPageProducts,
  startPageLoads,
  type DeclaresNeeds,
} from '../src/store/page-loads';

export const TEST_CONFIG: PageConfig = {
  site: 'maniax',
  lang: 'jp',
  layout: null,
  hosts: {
    store: 'http://localhost:3000',
    player: 'https://play.example.test/',
    community: DEFAULT_MOCK_HOSTS.community,
    previewEmbed: DEFAULT_MOCK_HOSTS.previewEmbed,
    sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed,
  },
  i18n: {},
  tabSync: false,
  vitals: false,
  refreshAfterHiddenMs: 300_000,
  cors: [],
};

/** A store as the page builds it (with the page's `middleware`), cookies read from document.cookie via js-cookie. */
export function makeTestStore(
  overrides: Partial<StoreContext> = {},
  middleware?: Parameters<typeof createAppStore>[1],
): AppStore {
  return createAppStore(
    {
      site: 'maniax',
      lang: 'jp',
      layout: null,
      pathname: '/maniax/',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
      readCookie: (name) => Cookies.get(name),
      previewEmbed: DEFAULT_MOCK_HOSTS.previewEmbed,
      community: DEFAULT_MOCK_HOSTS.community,
      ...overrides,
    },
    middleware,
  );
}

/**
 * Starts what the runtime starts at the page scan for one island of `definition` (widgets declare
 * their loads; their effects do not start them): the product request, then the declared page loads.
 */
export function startDeclaredLoads<P>(store: AppStore, definition: DeclaresNeeds<P>, props: P): void {
  const needs = emptyNeeds();
  addIslandNeeds(needs, definition, props);
  requestPageProducts(store, needs);
  startPageLoads(store, needs);
}

export function makeIslandHandle(element: HTMLElement = document.createElement('div')): IslandHandle {
  return { element, markReady: vi.fn(), markError: vi.fn() };
}

export interface RenderWithStoreOptions {
  config?: Partial<PageConfig>;
  store?: AppStore;
  island?: IslandHandle;
  /**
   * Start what the runtime starts at the page scan for the rendered widget (its definition's declared
   * loads), as a page would (default true). Widgets never start page loads themselves.
   */
  declaredLoads?: boolean;
}

/** The widgets (and the shared component rendered alone) whose definitions declare page loads. */
const DECLARED = new Map<unknown, DeclaresNeeds<never>>([
  [ProductItem, productItemWidget],
  [PriceBox, priceBoxWidget],
  [FavoriteButtonWidget, favoriteButtonWidget],
  [FavoriteButton, favoriteButtonWidget],
  [FollowButtonWidget, followButtonWidget],
  [MemberMessages, memberMessagesWidget],
  [FavoriteFolders, favoriteFoldersWidget],
  [FavoriteFolderMenu, favoriteFolderMenuWidget],
  [FavoriteItem, favoriteItemWidget],
  [CommunityLinksWidget, communityLinksWidget],
  [PreviewPlayer, previewPlayerWidget],
] as [unknown, DeclaresNeeds<never>][]);

export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const config: PageConfig = { ...TEST_CONFIG, ...options.config };
  const store =
    options.store ?? makeTestStore({ site: config.site, lang: config.lang, layout: config.layout });
  const island = options.island ?? makeIslandHandle();
  if (options.declaredLoads !== false) {
    // A fragment of widgets is a page of islands: each one's loads (once-only, so each call goes once).
    const widgets =
      ui.type === Fragment
        ? Children.toArray((ui.props as { children?: ReactNode }).children).filter(isValidElement)
        : [ui];
    for (const widget of widgets) {
      const declared = DECLARED.get(widget.type);
      if (declared) startDeclaredLoads(store, declared, widget.props as never);
    }
  }
  const i18n = createI18nValue(config.lang, config.i18n);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <PageConfigContext.Provider value={config}>
        <I18nProvider value={i18n}>
          <IslandContext.Provider value={island}>{children}</IslandContext.Provider>
        </I18nProvider>
      </PageConfigContext.Provider>
    </Provider>
  );
  return { store, island, config, ...render(ui, { wrapper: Wrapper }) };
}

/**
 * Takes a runtime a test started off its page and lets the work that follows finish inside the file: the
 * root's unmount (a task later) and React's own scheduler after it, which would otherwise run once the
 * file's window is gone ("window is not defined").
 */
export async function stopRuntime(runtime: { stop(): void }): Promise<void> {
  runtime.stop();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}
