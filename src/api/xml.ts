// fast-xml-parser is loaded lazily so that it stays out of the entry bundle (stack notes: ~21 kB gzip).
import type { XMLParser } from 'fast-xml-parser';

let parserPromise: Promise<XMLParser> | null = null;

function parser(): Promise<XMLParser> {
  parserPromise ??= import('fast-xml-parser').then(
    // parseTagValue: false keeps result_code the string '-1' (the default would make it a number).
    (m) => new m.XMLParser({ parseTagValue: false, ignoreDeclaration: true }),
  );
  parserPromise.catch(() => {
    parserPromise = null; // a failed chunk load may be retried
  });
  return parserPromise;
}

/** Parses XML text; returns undefined when it cannot be parsed. */
export async function parseXml(text: string): Promise<unknown> {
  const p = await parser();
  try {
    return p.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
