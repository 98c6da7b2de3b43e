export interface Cookie {
  name: string;
  value: string;
}
export declare const MEMBER_HASH: string;
export declare function sessionCookies(options?: {
  tool?: string;
  member?: boolean;
  extra?: Cookie[];
  /** Adds playwright's `url` to each cookie. */
  url?: string;
}): (Cookie & { url?: string })[];
export declare function cookieHeader(cookies: Cookie[]): string;
