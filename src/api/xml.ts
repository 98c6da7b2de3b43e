// fast-xml-parser is loaded lazily so that it stays out of the entry bundle (its size: `npm run size`). A
// write whose answer is XML loads it before it sends (loadXmlReader): after a release has deleted the
// parser's chunk under an open page, the click fails with nothing sent, rather than the store taking an
// add the page then calls failed. Controls that send such writes start the load on intent (preloadXml).
//
// A chunk that does not come at all (a stalled CDN edge) must not keep the write busy for ever: the write
// waits XML_READER_WAIT_MS for it, then is refused with nothing sent. The load goes on, so a later write
// takes the reader once it is in.
import type { XMLParser, XMLValidator } from 'fast-xml-parser';
import { reportMissingCode } from '../analytics/missing-code';
import { ApiError } from './errors';
import { STALLED, within } from '../domain/within';

/** Parses XML text; undefined when it is not well-formed. */
export type XmlReader = (text: string) => unknown;

interface ParserModule {
  XMLParser: typeof XMLParser;
  XMLValidator: typeof XMLValidator;
}

/**
 * How long a write waits for the reader's chunk, asked for from the CDN the page already talks to: well
 * over its download on a 2G link (800 ms RTT, 280 kbps), with room for a lost packet's retransmission on
 * top of that, and under the 10 s the JSONP calls allow.
 */
export const XML_READER_WAIT_MS = 8000;

// Destructured where it is imported, so the build keeps only these two of the library's exports.
const importParser = (): Promise<ParserModule> =>
  import('fast-xml-parser').then(({ XMLParser, XMLValidator }) => ({ XMLParser, XMLValidator }));

let parserImport: () => Promise<ParserModule> = importParser;
let loading: Promise<XmlReader> | null = null;

function load(): Promise<XmlReader> {
  loading ??= parserImport().then(({ XMLParser, XMLValidator }) => {
    // parseTagValue: false keeps result_code the string '-1' (the default would make it a number).
    const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });
    // The parser alone is lenient: a cut-off answer such as
    // `<response><result_code>1</result_code><res_msg>` would read as a success.
    return (text: string): unknown => {
      try {
        return XMLValidator.validate(text) === true ? (parser.parse(text) as unknown) : undefined;
      } catch {
        return undefined;
      }
    };
  });
  const current = loading;
  current.catch(() => {
    if (loading === current) loading = null; // the next write tries again (a missing file is reported once)
  });
  return current;
}

/**
 * The XML reader, loaded once; an ApiError of kind `code` when its file cannot be loaded (reported), or is
 * not in within XML_READER_WAIT_MS (not reported: the file may still come; a later write takes it then).
 */
export async function loadXmlReader(): Promise<XmlReader> {
  let reader: XmlReader | typeof STALLED;
  try {
    reader = await within(load(), XML_READER_WAIT_MS);
  } catch (error) {
    reportMissingCode(error);
    throw new ApiError('code', 'xml-reader', '', { cause: error });
  }
  if (reader === STALLED) throw new ApiError('code', 'timeout', '');
  return reader;
}

/**
 * Starts loading the reader (a pointer over, or focus on, a control whose write answers XML), a task later:
 * the import's own work stays out of the input's task, which a tap's pointerdown shares with pointerover.
 */
export function preloadXml(): void {
  setTimeout(() => void load().catch(() => undefined));
}

/** Tests only: where the parser's code comes from (null: its chunk), with nothing loaded yet. */
export function setXmlParserImport(parser: (() => Promise<ParserModule>) | null): void {
  parserImport = parser ?? importParser;
  loading = null;
}
