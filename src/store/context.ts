import type { EmbedService } from '../config/page-config';
import type { SiteLang } from '../domain/models';

/** What thunks need to know about the page: passed to every thunk as its `extra` argument. */
export interface StoreContext {
  site: string;
  lang: SiteLang;
  layout: string | null;
  pathname: string;
  userAgent: string;
  /** The sample-embed JSONP endpoint (hosts.sampleEmbed); without it no sample data is requested. */
  sampleEmbed?: string;
  /** The preview-embed origin (hosts.previewEmbed); without it no preview embed is requested. */
  previewEmbed?: string;
  /** The community origin (hosts.community); without it no community counts are requested at the scan. */
  community?: string;
  /** The embed services asked for JSON over CORS (page configuration `cors`); the others load by JSONP. */
  cors?: readonly EmbedService[];
  /** Reads a cookie; injected so tests and the page use the same code path. */
  readCookie: (name: string) => string | undefined;
}
