import type { PreviewEmbed } from './models';
import { safeUrl } from './routes';

/**
 * The size of the documented answer (docs/server.md "Wire formats"), used when the service leaves one out.
 */
export const DEFAULT_EMBED_SIZE = { width: 560, height: 315 } as const;

export interface PlayerFrame {
  src: string;
  width: number;
  height: number;
}

/**
 * The iframe to render, or null when the embed URL is not an absolute http(s) URL (a relative one included)
 * on the preview service's own origin (`hosts.previewEmbed`): a poisoned answer frames no other site.
 * `pageUrl` resolves a protocol-relative URL.
 */
export function playerFrame(
  embed: PreviewEmbed | null,
  previewHost: string,
  pageUrl: string,
): PlayerFrame | null {
  if (!embed) return null;
  const src = safeUrl(embed.embed_url);
  if (src === null || !/^(?:https?:)?\/\//i.test(src)) return null;
  try {
    if (new URL(src, pageUrl).origin !== new URL(previewHost, pageUrl).origin) return null;
  } catch {
    return null;
  }
  const sized = embed.embed_width > 0 && embed.embed_height > 0;
  return {
    src,
    width: sized ? embed.embed_width : DEFAULT_EMBED_SIZE.width,
    height: sized ? embed.embed_height : DEFAULT_EMBED_SIZE.height,
  };
}
