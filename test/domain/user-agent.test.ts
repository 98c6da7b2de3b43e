import { detectOs, parseUserAgent } from '../../src/domain/user-agent';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  winChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  winEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  winOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('parseUserAgent', () => {
  it.each([
    [UA.iphone, { os: 'iOS', browser: 'Safari', mobile: true }],
    [UA.ipadChrome, { os: 'iOS', browser: 'Chrome', mobile: true }],
    [UA.android, { os: 'Android', browser: 'Chrome', mobile: true }],
    [UA.samsung, { os: 'Android', browser: 'Samsung', mobile: true }],
    [UA.macSafari, { os: 'Mac', browser: 'Safari', mobile: false }],
    [UA.macFirefox, { os: 'Mac', browser: 'Firefox', mobile: false }],
    [UA.winChrome, { os: 'Windows', browser: 'Chrome', mobile: false }],
    [UA.winEdge, { os: 'Windows', browser: 'Edge', mobile: false }],
    [UA.winOpera, { os: 'Windows', browser: 'Opera', mobile: false }],
    [UA.ie11, { os: 'Windows', browser: 'IE', mobile: false }],
    [UA.linux, { os: 'other', browser: 'Firefox', mobile: false }],
    ['', { os: 'other', browser: 'other', mobile: false }],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
    expect(detectOs(ua)).toBe(expected.os);
  });
});
