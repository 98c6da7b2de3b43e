// The bundle's one Trusted Types policy (docs/page/security.md "Trusted Types"). A JSONP script's `src` is a Trusted Types
// sink: on a page whose CSP sends `require-trusted-types-for 'script'`, only a URL made by a policy the CSP
// names gets in. This one accepts the configured JSONP endpoints (docs/server.md "Calls") and nothing else,
// and the same check runs where the browser has no Trusted Types, so every page loads scripts from those
// endpoints only.
import { reportError } from '../analytics/report-error';
import type { PageConfig } from '../config/page-config';
import { encodeUriPart } from '../domain/uri-part';

export const POLICY_NAME = 'storefront-islands';

export class TrustedTypesError extends Error {
  constructor(problem: string, options?: { cause?: unknown }) {
    super(`[TrustedTypesError] ${problem}`, options);
    this.name = 'TrustedTypesError';
  }
}

// TypeScript's DOM typings do not know Trusted Types yet: just what is used here.
interface ScriptUrlRules {
  createScriptURL(input: string): string;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: ScriptUrlRules): { createScriptURL(input: string): unknown };
}

const trimSlash = (origin: string): string => origin.replace(/\/+$/, '');

/** `{previewEmbed}/api/v1/{site}/embed`. */
export const previewEmbedUrl = (origin: string, site: string): string =>
  `${trimSlash(origin)}/api/v1/${encodeUriPart(site)}/embed`;

/** `{community}/api/channel/channel-content/{id}`; '' for the id gives the folder. */
export const communityUrl = (origin: string, productId: string): string =>
  `${trimSlash(origin)}/api/channel/channel-content/${encodeUriPart(productId)}`;

/** Scheme, host and path: what an endpoint is; the query is free. */
const place = (url: URL): string => `${url.protocol}//${url.host}${url.pathname}`;

/** One path segment: no slash, and none encoded either (a server may decode it). */
const ONE_SEGMENT = /^(?:[^/\\%]|%(?!2f|5c))+$/i;

export interface ScriptUrlPolicy {
  /** Allows the page's JSONP endpoints; until then no script URL is allowed. */
  allowEndpoints: (config: Pick<PageConfig, 'site' | 'hosts'>) => void;
  /**
   * The value for a script's `src`: a TrustedScriptURL where the browser has Trusted Types (typed as the
   * string the DOM typings expect; the sink takes both), else the checked URL. Throws (and reports) a
   * TrustedTypesError for any other URL; throws the one refusal, reported once, when the page's CSP does
   * not allow the policy.
   */
  scriptUrl: (input: string) => string;
}

export function createScriptUrlPolicy(report: (error: unknown) => void = reportError): ScriptUrlPolicy {
  let exact: string[] = [];
  let folder = '';
  /** undefined until the first script URL; null without Trusted Types or once refused. */
  let policy: ReturnType<TrustedTypesFactory['createPolicy']> | null | undefined;
  let refused: TrustedTypesError | null = null;

  const allowed = (url: URL): boolean => {
    if (url.username || url.password) return false;
    const where = place(url);
    if (exact.includes(where)) return true;
    return folder !== '' && where.startsWith(folder) && ONE_SEGMENT.test(where.slice(folder.length));
  };

  const check = (input: string): string => {
    let url: URL | null = null;
    try {
      url = new URL(input, document.baseURI);
    } catch {
      // not a URL: refused below
    }
    if (url && allowed(url)) return url.href;
    throw new TrustedTypesError(`script URL not allowed by the policy "${POLICY_NAME}": ${input}`);
  };

  return {
    allowEndpoints: ({ site, hosts }) => {
      exact = [hosts.sampleEmbed, previewEmbedUrl(hosts.previewEmbed, site)].map((u) => place(new URL(u)));
      folder = place(new URL(communityUrl(hosts.community, '')));
    },
    scriptUrl: (input) => {
      if (policy === undefined) {
        const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
        try {
          // Once per page: a second createPolicy of one name throws where the CSP allows it once.
          policy = factory ? factory.createPolicy(POLICY_NAME, { createScriptURL: check }) : null;
        } catch (cause) {
          policy = null;
          refused = new TrustedTypesError(
            `the page's CSP does not allow the trusted-types policy "${POLICY_NAME}"`,
            { cause },
          );
          report(refused);
        }
      }
      if (refused) throw refused;
      try {
        return policy ? (policy.createScriptURL(input) as string) : check(input);
      } catch (error) {
        report(error);
        throw error;
      }
    },
  };
}

/** The page's policy, configured by createPageStore. */
export const { allowEndpoints, scriptUrl } = createScriptUrlPolicy();
