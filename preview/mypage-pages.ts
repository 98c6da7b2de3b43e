import type { FakeStore } from '../src/mocks/fake-store.ts';
import { esc } from './html.ts';
import { layoutPage, pageConfig, type PageContext } from './layout.ts';

// My-page favourites screens (docs/behaviour.md "Page type and links") rendered from the browsing session's
// fake store, so that a reload after a move or a delete shows what the server now holds:
//   /{site}/mypage/{type}/                          root list            layout mypage_{type}
//   /{site}/mypage/{type}/folders/                  folder management    layout mypage_{type}_folders
//   /{site}/mypage/{type}/folder/                   unclassified folder  layout mypage_{type}_folder
//   /{site}/mypage/{type}/folder/=/folder_id/{id}   one folder           layout mypage_{type}_folder
// `mygenre` is served as the saved-search type.

const TYPES = {
  wishlist: 'wishlist',
  followlist: 'followlist',
  searchword: 'searchword',
  mygenre: 'searchword',
} as const;
type PathType = keyof typeof TYPES;

const ROUTE = /^\/([a-z]+)\/mypage\/([a-z]+)\/(?:(folders)\/|(folder)\/(?:=\/folder_id\/(\d+))?)?$/;

function itemRow(
  site: string,
  type: string,
  item: { item_id: number; folder_id: number | null; title: string; url: string },
  folderName: string,
) {
  return `<li class="store-item">
  <div data-widget="favorite-item" data-item-id="${item.item_id}" data-folder-id="${item.folder_id ?? ''}" data-folder-name="${esc(folderName)}">
    <a class="store-item__title" href="${esc(item.url)}">${esc(item.title)}</a>
  </div>
</li>`;
}

export function renderMypagePage(ctx: PageContext, fake: FakeStore): string | null {
  const match = ROUTE.exec(ctx.pathname);
  if (!match) return null;
  const [, site = '', pathType = '', folders, folder, folderId] = match;
  if (!(pathType in TYPES)) return null;
  const type = TYPES[pathType as PathType];
  const list = fake.folders(type);
  const nameOf = (id: number | null) =>
    id === null
      ? list.unclassified.name
      : (list.folders.find((f) => f.id === id)?.name ?? list.unclassified.name);
  const menu = '<nav class="store-side"><div data-widget="favorite-folder-menu"></div></nav>';

  if (folders) {
    const body = `<div class="store-mypage">${menu}<section class="store-content"><h1>${esc(type)} folders</h1><div data-widget="favorite-folders"></div></section></div>`;
    return layoutPage(
      ctx,
      `${type}: folders`,
      pageConfig(ctx, site, `mypage_${pathType}_folders`),
      body,
      'folders',
    );
  }
  const items = folder ? fake.items(type, folderId ? Number(folderId) : null) : fake.items(type);
  const heading = folder ? nameOf(folderId ? Number(folderId) : null) : type;
  const rows = items.map((item) => itemRow(site, type, item, nameOf(item.folder_id))).join('\n');
  const layout = folder ? `mypage_${pathType}_folder` : `mypage_${pathType}`;
  const body = `<div class="store-mypage">${menu}<section class="store-content"><h1>${esc(heading)}</h1>
<p><a href="/${esc(site)}/mypage/${esc(pathType)}/folders/">Manage folders</a></p>
<ul class="store-items">
${rows}
</ul></section></div>`;
  return layoutPage(ctx, `${type}: ${heading}`, pageConfig(ctx, site, layout), body, 'mypage');
}
