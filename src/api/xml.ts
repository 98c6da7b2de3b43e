// fast-xml-parser is loaded lazily so that it stays out of the entry bundle (stack notes: ~21 kB gzip).
import type { XMLParser, XMLValidator } from 'fast-xml-parser';

interface Xml {
  parser: XMLParser;
  validator: typeof XMLValidator;
}

let parserPromise: Promise<Xml> | null = null;

function parser(): Promise<Xml> {
  parserPromise ??= import('fast-xml-parser').then((m) => ({
    // parseTagValue: false keeps result_code the string '-1' (the default would make it a number).
    parser: new m.XMLParser({ parseTagValue: false, ignoreDeclaration: true }),
    validator: m.XMLValidator,
  }));
  parserPromise.catch(() => {
    parserPromise = null; // a failed chunk load may be retried
  });
  return parserPromise;
}

/**
 * Parses XML text; returns undefined when it is not well-formed. The parser alone is lenient: a cut-off
 * answer such as `<response><result_code>1</result_code><res_msg>` would read as a success.
 */
export async function parseXml(text: string): Promise<unknown> {
  const { parser: p, validator } = await parser();
  try {
    if (validator.validate(text) !== true) return undefined;
    return p.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
