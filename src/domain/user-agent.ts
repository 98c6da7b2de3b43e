export type Os = 'iOS' | 'Android' | 'Mac' | 'Windows' | 'other';
export type Browser = 'Edge' | 'Opera' | 'Samsung' | 'Firefox' | 'Chrome' | 'Safari' | 'IE' | 'other';

export interface UserAgentInfo {
  os: Os;
  browser: Browser;
  mobile: boolean;
}

/** iOS is tested before Mac because iOS UAs say 'like Mac OS X'. iPadOS's desktop UA reads as Mac. */
export function detectOs(ua: string): Os {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  return 'other';
}

/** Order matters: Edge, Opera and Samsung UAs also contain 'Chrome', and Chrome's contains 'Safari'. */
export function detectBrowser(ua: string): Browser {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/MSIE |Trident\//.test(ua)) return 'IE';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'other';
}

export function parseUserAgent(ua: string): UserAgentInfo {
  const os = detectOs(ua);
  return { os, browser: detectBrowser(ua), mobile: os === 'iOS' || os === 'Android' || /Mobi/.test(ua) };
}
