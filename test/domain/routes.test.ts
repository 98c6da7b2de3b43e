import * as r from '../../src/domain/routes';

// Each path part goes through encodeUriPart: a lone surrogate as U+FFFD, a well-formed pair as itself
// (uri-part.test.ts).
describe('routes', () => {
  it.each([
    [r.workPage('maniax', 'RJ01'), '/maniax/work/=/product_id/RJ01.html'],
    [r.cartPage('home'), '/home/cart/'],
    [r.wishlistAdd('home', 'RJ01'), '/home/mypage/wishlist/=/product_id/RJ01.html'],
    [r.wishlistAnnounce('home', 'RJ01'), '/home/mypage/wishlist/announce/=/product_id/RJ01.html'],
    [r.packDownload('home', 'RJ01'), '/home/download/pack/product/=/product_id/RJ01.html'],
    [r.downloadUrl('/home/download/x.zip', 'home', 'RJ01'), '/home/download/x.zip'],
    [r.downloadUrl('', 'home', 'RJ01'), '/home/download/pack/product/=/product_id/RJ01.html'],
    [
      r.downloadUrl('javascript:alert(1)', 'home', 'RJ01'),
      '/home/download/pack/product/=/product_id/RJ01.html',
    ],
    [r.makerProfile('home', 'RG1'), '/home/circle/profile/=/maker_id/RG1.html'],
    [
      r.followlistAdd('home', 'RG1', 'サークル A/B'),
      `/home/mypage/followlist/add/=/maker_id/RG1/maker_name/${encodeURIComponent('サークル A/B')}`,
    ],
    [r.followlistForMaker('home', 'RG1'), '/home/mypage/followlist/=/maker_id/RG1'],
    [r.register('https://www.example.com', 'home'), 'https://www.example.com/home/regist/user'],
    [r.register('https://www.example.com/', 'home'), 'https://www.example.com/home/regist/user'],
    [
      r.login(
        'https://www.example.com',
        'home',
        'https://www.example.com/home/work/=/product_id/RJ01.html?x=1',
      ),
      'https://www.example.com/home/login/=/https%3A%2F%2Fwww.example.com%2Fhome%2Fwork%2F%3D%2Fproduct_id%2FRJ01.html%3Fx%3D1',
    ],
    [r.favoriteRoot('home', 'wishlist'), '/home/mypage/wishlist/'],
    [r.favoriteFolder('home', 'followlist', '12'), '/home/mypage/followlist/folder/=/folder_id/12'],
    [r.unclassifiedFolder('home', 'searchword'), '/home/mypage/searchword/folder/'],
    [r.playerUrl('https://play.example.com', 'RJ01'), 'https://play.example.com?workno=RJ01'],
    [
      r.playerUrl('https://play.example.com/?lang=en', 'RJ01'),
      'https://play.example.com/?lang=en&workno=RJ01',
    ],
    [r.playerUrl('https://play.example.com/#top', 'RJ 01'), 'https://play.example.com/?workno=RJ%2001#top'],
    [
      r.communityMatome('https://c.example.com', 'P1'),
      'https://c.example.com/antenna/P1/contents?mode=matome',
    ],
    [r.communityTalk('https://c.example.com/', 'P1'), 'https://c.example.com/antenna/P1/contents?mode=talk'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('encodes path parts so they cannot add segments', () => {
    expect(r.workPage('a/b', '../x?y#z')).toBe('/a%2Fb/work/=/product_id/..%2Fx%3Fy%23z.html');
    expect(r.favoriteFolder('home', 'wishlist', '1/../2')).toBe(
      '/home/mypage/wishlist/folder/=/folder_id/1%2F..%2F2',
    );
  });
});
