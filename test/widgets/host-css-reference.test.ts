import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { widgetReferences } from '../../src/widgets/references';

// The preview's `?host=docs` pages take only preview/static/host-reserve.css, and the browser suite proves on
// them that the documented host CSS keeps the islands' arrival from moving anything. That proof holds for the
// docs only while the file holds each rule the widgets' references document, as documented.

const oneLine = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

const rulesOf = (css: string) =>
  oneLine(css)
    .split('}')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '')
    .map((rule) => `${rule} }`);

const hostReserve = oneLine(
  readFileSync(resolve(import.meta.dirname, '../../preview/static/host-reserve.css'), 'utf8'),
);

describe("the docs-only host CSS of the preview is the references' host CSS", () => {
  for (const [name, { reference }] of Object.entries(widgetReferences)) {
    if (reference.hostCss === null) continue;
    it(`${name}: every documented rule, as documented`, () => {
      const missing = rulesOf(reference.hostCss ?? '').filter((rule) => !hostReserve.includes(rule));
      expect(missing).toEqual([]);
    });
  }
});
