import { mockHosts } from './mock-middleware.ts';

/**
 * `?csp=strict`: the whole policy docs/page/security.md gives a store page, with
 * this server's hosts: everything from the page's own origin, or with `?cdn=cross-origin` the bundle from
 * the CDN host and the embed services from theirs. `'unsafe-inline'` only for the preview's own inline host
 * script (a store would use a nonce or a file).
 */
export function strictCsp(url: URL): string {
  const port = url.port ? `:${url.port}` : '';
  const crossOrigin = url.searchParams.get('cdn') === 'cross-origin';
  const cdn = crossOrigin ? ` ${url.protocol}//cdn.localhost${port}` : '';
  const embedOrigin = `${url.protocol}//embeds.localhost${port}`;
  // Each JSONP service by its exact path (docs/page/security.md), never its whole origin.
  const hosts = mockHosts(embedOrigin);
  const jsonp = crossOrigin
    ? [
        hosts.sampleEmbed,
        `${hosts.community}/api/channel/channel-content/`,
        ...['maniax', 'books'].map((site) => `${hosts.previewEmbed}/api/v1/${site}/embed`),
      ]
        .map((source) => ` ${source}`)
        .join('')
    : '';
  const embeds = crossOrigin ? ` ${embedOrigin}` : '';
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline'${cdn}${jsonp}`,
    "connect-src 'self'",
    `img-src 'self' data:${embeds}`,
    `frame-src 'self'${crossOrigin ? ` ${hosts.previewEmbed}/embed/` : ''}`,
    "style-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types storefront-islands',
  ].join('; ');
}
