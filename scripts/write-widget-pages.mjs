// Writes the page reference's widget pages (docs/page/): `npm run docs:widgets`. The pages come from the
// widgets' definitions and references (TypeScript, loaded through Vite), in a jsdom window because the
// attribute tables ask each widget's parser, which reads an element.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
globalThis.document = new JSDOM('').window.document;

const { module } = await runnerImport(resolve(ROOT, 'scripts/widget-pages.ts'), {
  configFile: false,
  logLevel: 'error',
});
const files = await module.widgetPageFiles();
for (const [path, content] of files) {
  await mkdir(dirname(resolve(ROOT, path)), { recursive: true });
  await writeFile(resolve(ROOT, path), content);
}
console.log(`Wrote ${files.size} files: ${[...files.keys()].join(', ')}`);
