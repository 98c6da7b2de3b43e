import { favoritePageFromPath, favoriteTypeFromPath, isFolderView } from '../../src/domain/favorite-page';
import { currentMenuLink, isCurrentMenuLink, pageTypeFromLayout } from '../../src/domain/mypage-links';

describe('favoriteTypeFromPath', () => {
  it.each([
    ['/home/mypage/wishlist/', 'wishlist'],
    ['/home/mypage/followlist/folder/=/folder_id/3', 'followlist'],
    ['/home/mypage/searchword', 'searchword'],
    ['/home/mypage/mygenre/folder/', 'searchword'],
    ['/home/mypage/unknown/', null],
    ['/home/mypage/', null],
    ['/home/work/=/product_id/RJ01.html', null],
    ['/home/mypage/wishlist?x=1', 'wishlist'],
  ])('%s → %s', (path, expected) => {
    expect(favoriteTypeFromPath(path)).toBe(expected);
  });
});

describe('favoritePageFromPath: the type for calls, the segment for links', () => {
  it.each([
    ['/home/mypage/mygenre/', { type: 'searchword', segment: 'mygenre' }],
    ['/home/mypage/mygenre/folder/=/folder_id/20', { type: 'searchword', segment: 'mygenre' }],
    ['/home/mypage/searchword/', { type: 'searchword', segment: 'searchword' }],
    ['/home/mypage/wishlist/folder/', { type: 'wishlist', segment: 'wishlist' }],
    ['/home/mypage/unknown/', null],
    ['/home/mypage/', null],
  ])('%s', (path, expected) => {
    expect(favoritePageFromPath(path)).toEqual(expected);
  });
});

describe('isFolderView', () => {
  it.each([
    ['/home/mypage/wishlist/folder/', true],
    ['/home/mypage/wishlist/folder/=/folder_id/3', true],
    ['/home/mypage/wishlist/', false],
    ['/home/mypage/wishlist/folders/', false],
    ['/home/folder/', false],
  ])('%s → %s', (path, expected) => {
    expect(isFolderView(path)).toBe(expected);
  });
});

describe('pageTypeFromLayout', () => {
  it.each([
    ['mypage_wishlist', 'wishlist', 'root'],
    ['mypage_wishlist_folders', 'wishlist', 'folders'],
    ['mypage_wishlist_folder', 'wishlist', 'folder'],
    ['mypage_followlist_folder', 'wishlist', 'root'],
    ['mypage_searchword_folders', 'searchword', 'folders'],
    ['mypage_mygenre_folder', 'searchword', 'folder'],
    ['mypage_searchword_folder', 'mygenre', 'folder'],
    ['something_else', 'wishlist', 'root'],
    ['', 'wishlist', 'root'],
  ] as const)('%s (%s) → %s', (layout, type, expected) => {
    expect(pageTypeFromLayout(layout, type)).toBe(expected);
  });
});

describe('current menu link', () => {
  const root = '/home/mypage/wishlist/';
  const unclassified = '/home/mypage/wishlist/folder/';
  const f3 = '/home/mypage/wishlist/folder/=/folder_id/3';
  const f4 = '/home/mypage/wishlist/folder/=/folder_id/4';
  const links = [root, unclassified, f3, f4];

  it.each([
    ['/home/mypage/wishlist', root],
    ['/home/mypage/wishlist/folder', unclassified],
    ['/home/mypage/wishlist/folder/=/folder_id/4', f4],
    ['/home/mypage/wishlist/folder/=/folder_id/4/', f4],
    // No exact match: the fallback rule, compared without everything from '='.
    ['/home/mypage/wishlist/folder/=/folder_id/9', unclassified],
    ['/home/mypage/wishlist/=/page/2', root],
    ['/home/other/', null],
  ])('%s → %s', (page, expected) => {
    expect(currentMenuLink(links, page)).toBe(expected);
  });

  it('only the exact link is current when one matches exactly', () => {
    const page = f3;
    expect(links.filter((l) => isCurrentMenuLink(l, page, links))).toEqual([f3]);
  });

  it('falls back to the prefix rule for every link when none matches exactly', () => {
    const page = '/home/mypage/wishlist/folder/=/folder_id/9';
    expect(links.filter((l) => isCurrentMenuLink(l, page, links))).toEqual([unclassified, f3, f4]);
  });
});
