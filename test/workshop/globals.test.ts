import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { widgetReferences } from '../../src/widgets/references';
import { THEMED_STORIES, THEMES } from '../../src/workshop/themes';
import { ALL_CALLS, DEFAULT_GLOBALS, faultsFor, readGlobals } from '../../src/workshop/globals';
import { shopperCookies } from '../../src/workshop/story-page';

describe('the workshop toolbar', () => {
  it('reads each switch, and falls back to its default for anything unknown', () => {
    expect(readGlobals({})).toEqual(DEFAULT_GLOBALS);
    const chosen = {
      lang: 'en',
      site: 'books',
      shopper: 'guest',
      answers: 'live',
      fault: 'slow',
      theme: 'dark',
    } as const;
    expect(readGlobals(chosen)).toEqual({ ...DEFAULT_GLOBALS, ...chosen });
    expect(readGlobals({ lang: 'fr', shopper: 'admin', fault: 'boom', motion: 1, theme: 'neon' })).toEqual(
      DEFAULT_GLOBALS,
    );
  });

  it('a fault applies to every call, or to the calls a story names', () => {
    expect(faultsFor('none')).toEqual([]);
    expect(faultsFor('http500')).toEqual(ALL_CALLS.map((call) => [call, 'http500']));
    expect(faultsFor('loading', ['coupons'])).toEqual([['coupons', 'hang']]);
    expect(faultsFor('slow', ['status', 'cart'])).toEqual([
      ['status', 'slow'],
      ['cart', 'slow'],
    ]);
  });

  it('the XML and JSONP faults touch only calls of that format', () => {
    expect(faultsFor('xml-fail')).toEqual([
      ['cart', 'xml-fail'],
      ['wishlist', 'xml-fail'],
    ]);
    expect(faultsFor('jsonp-fail')).toEqual([
      ['sample', 'script-error'],
      ['preview', 'script-error'],
      ['community', 'script-error'],
    ]);
    expect(faultsFor('xml-fail', ['coupons'])).toEqual([]);
  });

  it("a member's cookies in the page's language; a guest has none", () => {
    expect(shopperCookies({ ...DEFAULT_GLOBALS, shopper: 'member', lang: 'ja' })).toEqual({
      uhashjp: 'workshop-member',
      loginchecked: '1',
    });
    expect(shopperCookies({ ...DEFAULT_GLOBALS, shopper: 'member', lang: 'en' })).toEqual({
      uhashen: 'workshop-member',
      loginchecked: '1',
    });
    expect(shopperCookies({ ...DEFAULT_GLOBALS, shopper: 'guest' })).toEqual({});
  });
});

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

describe('the themes', () => {
  it('picture one main story of every widget in each theme other than the default', () => {
    const widgets = Object.keys(widgetReferences).sort();
    expect(THEMED_STORIES.map((id) => id.split('--')[0]).sort()).toEqual(widgets);
    const shots = (id: string) => readdirSync(join(SCREENSHOTS, id.split('--')[0] ?? ''));
    for (const id of THEMED_STORIES)
      for (const theme of THEMES.filter((name) => name !== 'default'))
        expect(shots(id)).toContain(`${id.replace('--', '-')}-${theme}-375.png`);
  });
});
