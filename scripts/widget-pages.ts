import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { htmlCustomData } from '../src/widgets/html-custom-data.ts';
import { CONFIG_SCHEMA_FILE, configSchema } from './config-schema.ts';
import { DECLARATIONS_FILE, storefrontDeclarations } from './declarations.ts';
import { HTML_DATA_FILE } from './release-file.ts';
import { widgetReferences } from '../src/widgets/references.ts';
import { PAGES_DIR, widgetIndex, widgetPage } from '../src/widgets/widget-page.ts';

// The page reference's generated files (docs/page/NAME.md, the widget list of docs/page/README.md, and the
// host's files the build ships: the markup's editor data, the script's types, the config's schema), as
// the repository's prettier formats them: `npm run docs:widgets` writes them (scripts/write-widget-pages.mjs),
// test/widgets/widget-pages.test.ts compares them with the files on disk. Needs a DOM: the attribute tables
// ask each widget's parser, which reads an element.

const ROOT = resolve(import.meta.dirname, '..');

async function formatted(path: string, markdown: string): Promise<string> {
  const config = (await resolveConfig(join(ROOT, path))) ?? {};
  return format(markdown, { ...config, parser: 'markdown' });
}

/** Every generated file, by its path from the repository's root, with the content it must have. */
export async function widgetPageFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [name, widget] of Object.entries(widgetReferences)) {
    const path = `${PAGES_DIR}/${name}.md`;
    files.set(path, await formatted(path, widgetPage(name, widget)));
  }
  const readmePath = `${PAGES_DIR}/README.md`;
  const readme = await readFile(join(ROOT, readmePath), 'utf8').catch(() => null);
  files.set(readmePath, await formatted(readmePath, widgetIndex(widgetReferences, readme)));
  const dataPath = `${PAGES_DIR}/${HTML_DATA_FILE}`;
  const config = (await resolveConfig(join(ROOT, dataPath))) ?? {};
  files.set(
    dataPath,
    await format(JSON.stringify(htmlCustomData(widgetReferences)), { ...config, parser: 'json' }),
  );
  // The host script's types and the configuration's schema, printed from src/public-api.ts.
  files.set(
    `${PAGES_DIR}/${DECLARATIONS_FILE}`,
    await format(storefrontDeclarations(ROOT), { ...config, parser: 'typescript' }),
  );
  const schema = JSON.stringify(configSchema(ROOT, CONFIG_SCHEMA_FILE));
  files.set(`${PAGES_DIR}/${CONFIG_SCHEMA_FILE}`, await format(schema, { ...config, parser: 'json' }));
  return files;
}
