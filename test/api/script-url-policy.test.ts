import { createScriptUrlPolicy, POLICY_NAME, TrustedTypesError } from '../../src/api/script-url-policy';
import { TEST_CONFIG } from '../render';

// The Trusted Types policy of the JSONP scripts, against a fake `trustedTypes` global (jsdom has none). On a
// page whose CSP refuses the policy, the community, preview and sample calls failing with one report in all and
// no script ever attempted: test/e2e/trusted-types.e2e.ts "the policy not allowed", under the real header.

const g = globalThis as unknown as Record<string, unknown>;

const CONFIG = {
  site: 'maniax',
  hosts: {
    ...TEST_CONFIG.hosts,
    sampleEmbed: 'https://samples.example/embed/jsonp',
    community: 'https://community.example',
    previewEmbed: 'https://preview.example',
  },
};
const SAMPLE = 'https://samples.example/embed/jsonp?workno_list=RJ1,RJ2&callback=sfJsonp_1';
const COMMUNITY = 'https://community.example/api/channel/channel-content/RJ01000001?callback=sfCommunity_RJ1';
const PREVIEW = 'https://preview.example/api/v1/maniax/embed?workno=RJ01000001&callback=sfJsonp_2';

/** What the fake policy returns: the browser's TrustedScriptURL stands for its URL. */
class FakeTrustedScriptUrl {
  constructor(readonly url: string) {}
  toString() {
    return this.url;
  }
}

interface Rules {
  createScriptURL: (input: string) => string;
}

/** A `trustedTypes` global; `refuse` plays a page whose CSP does not name the policy. */
function installTrustedTypes({ refuse = false } = {}) {
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (refuse)
      throw new TypeError(
        `Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy "${name}" disallowed.`,
      );
    return { createScriptURL: (input: string) => new FakeTrustedScriptUrl(rules.createScriptURL(input)) };
  });
  g.trustedTypes = { createPolicy };
  return createPolicy;
}

function makePolicy() {
  const report = vi.fn<(error: unknown) => void>();
  const policy = createScriptUrlPolicy(report);
  policy.allowEndpoints(CONFIG);
  return { report, ...policy };
}

afterEach(() => {
  delete g.trustedTypes;
});

describe('with Trusted Types', () => {
  it('creates the policy once, named storefront-islands, at the first script URL', () => {
    const createPolicy = installTrustedTypes();
    const { scriptUrl, report } = makePolicy();
    expect(createPolicy).not.toHaveBeenCalled();
    const urls = [SAMPLE, COMMUNITY, PREVIEW, SAMPLE].map((url) => scriptUrl(url));
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(POLICY_NAME);
    expect(POLICY_NAME).toBe('storefront-islands');
    // The sink gets the policy's value, not a string.
    expect(urls.every((url) => (url as unknown) instanceof FakeTrustedScriptUrl)).toBe(true);
    expect(urls.map(String)).toEqual([SAMPLE, COMMUNITY, PREVIEW, SAMPLE]);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['the sample embed, any query', 'https://samples.example/embed/jsonp?callback=cb'],
    ['the sample embed, with its port written', 'https://samples.example:443/embed/jsonp?callback=cb'],
    [
      'a community content id',
      'https://community.example/api/channel/channel-content/BJ02000001?callback=cb',
    ],
    ['an encoded community id', 'https://community.example/api/channel/channel-content/RJ%20001?callback=cb'],
    ['the preview embed', 'https://preview.example/api/v1/maniax/embed?workno=RJ1&callback=cb'],
  ])('allows %s', (_, url) => {
    installTrustedTypes();
    const { scriptUrl, report } = makePolicy();
    expect(String(scriptUrl(url))).toBe(new URL(url).href);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['another host', 'https://evil.example/embed/jsonp?callback=cb'],
    ['a host that only starts like the configured one', 'https://samples.example.evil.example/embed/jsonp'],
    ['another port', 'https://samples.example:8443/embed/jsonp'],
    ['http instead of https', 'http://samples.example/embed/jsonp'],
    ['another path on the sample host', 'https://samples.example/embed/jsonp/more'],
    ['a path that only starts like the sample embed', 'https://samples.example/embed/jsonpx'],
    ['another site of the preview service', 'https://preview.example/api/v1/books/embed?workno=RJ1'],
    ['the community folder without an id', 'https://community.example/api/channel/channel-content/'],
    ['two segments under the community path', 'https://community.example/api/channel/channel-content/a/b'],
    ['an encoded slash in the community id', 'https://community.example/api/channel/channel-content/a%2Fb'],
    [
      'an encoded backslash in the community id',
      'https://community.example/api/channel/channel-content/a%5cb',
    ],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['a protocol-relative URL to another host', '//evil.example/embed/jsonp'],
    ['user-info before the host (the @ trick)', 'https://samples.example@evil.example/embed/jsonp'],
    ['user-info on the allowed host', 'https://user:pw@samples.example/embed/jsonp'],
    ['path traversal', 'https://community.example/api/channel/channel-content/../../evil'],
    ['encoded path traversal', 'https://community.example/api/channel/channel-content/%2e%2e/%2e%2e/evil'],
    ['backslash traversal', 'https://community.example/api/channel/channel-content/..\\..\\evil'],
    ['not a URL', 'https://'],
  ])('refuses %s, and reports it', (_, url) => {
    installTrustedTypes();
    const { scriptUrl, report } = makePolicy();
    let thrown: unknown;
    try {
      scriptUrl(url);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TrustedTypesError);
    expect(String((thrown as Error).message)).toMatch(/^\[TrustedTypesError\] script URL not allowed/);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(thrown);
  });

  it('refuses everything before the endpoints are configured', () => {
    installTrustedTypes();
    const report = vi.fn();
    const { scriptUrl } = createScriptUrlPolicy(report);
    expect(() => scriptUrl(SAMPLE)).toThrow(TrustedTypesError);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a page whose CSP refuses the policy: one report, every call refused, createPolicy tried once', () => {
    const createPolicy = installTrustedTypes({ refuse: true });
    const { scriptUrl, report } = makePolicy();
    const thrown = [SAMPLE, COMMUNITY, PREVIEW, COMMUNITY].map((url) => {
      try {
        scriptUrl(url);
        return null;
      } catch (error) {
        return error;
      }
    });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(thrown.every((error) => error instanceof TrustedTypesError)).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect((report.mock.calls[0]?.[0] as Error).message).toBe(
      `[TrustedTypesError] the page's CSP does not allow the trusted-types policy "storefront-islands"`,
    );
  });
});

describe('without Trusted Types (older browsers, jsdom)', () => {
  it('returns the checked URL as a string, and still refuses and reports another URL', () => {
    const { scriptUrl, report } = makePolicy();
    expect(scriptUrl(COMMUNITY)).toBe(COMMUNITY);
    expect(typeof scriptUrl(SAMPLE)).toBe('string');
    expect(report).not.toHaveBeenCalled();
    expect(() => scriptUrl(`${CONFIG.hosts.community}/api/channel/channel-content/../../evil`)).toThrow(
      TrustedTypesError,
    );
    expect(report).toHaveBeenCalledTimes(1);
  });
});
