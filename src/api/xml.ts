// fast-xml-parser is loaded lazily so that it stays out of the entry bundle (stack notes: ~21 kB gzip). A
// write whose answer is XML loads it before it sends (loadXmlReader): after a release has deleted the
// parser's chunk under an open page, the click fails with nothing sent, rather than the store taking an
// add the page then calls failed. Controls that send such writes start the load on intent (preloadXml).
import { reportMissingCode } from '../analytics/missing-code';
import { ApiError } from './errors';

/** Parses XML text; undefined when it is not well-formed. */
export type XmlReader = (text: string) => unknown;

let loading: Promise<XmlReader> | null = null;

function load(): Promise<XmlReader> {
  loading ??= import('fast-xml-parser').then(({ XMLParser, XMLValidator }) => {
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
  loading.catch(() => {
    loading = null; // the next write tries again (a missing file is reported once)
  });
  return loading;
}

/** The XML reader, loaded once; an ApiError of kind `code` when its file cannot be loaded (reported). */
export async function loadXmlReader(): Promise<XmlReader> {
  try {
    return await load();
  } catch (error) {
    reportMissingCode(error);
    throw new ApiError('code', 'xml-reader', '', { cause: error });
  }
}

/** Starts loading the reader (a pointer over, or focus on, a control whose write answers XML). */
export function preloadXml(): void {
  load().catch(() => undefined);
}
