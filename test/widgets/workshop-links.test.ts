import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { widgetReferences } from '../../src/widgets/references';
import { workshopDocsId } from '../../src/widgets/widget-page';

// Each widget page links to the workshop's docs page of the widget (`?path=/docs/NAME--docs`): Storybook
// gives that id to the stories file titled with the widget's name, which must exist, and that docs page
// names the reference page back (src/workshop/widget-docs.tsx).

const STORIES = resolve(import.meta.dirname, '../../src/workshop/stories');
const titles = readdirSync(STORIES)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => /\btitle: '([^']+)'/.exec(readFileSync(resolve(STORIES, file), 'utf8'))?.[1]);

it.each(Object.keys(widgetReferences))(
  '%s: its workshop docs page exists and its reference page links it',
  (name) => {
    expect(titles).toContain(name);
    expect(workshopDocsId(name)).toBe(`${name}--docs`);
    const page = readFileSync(resolve(import.meta.dirname, `../../docs/page/${name}.md`), 'utf8');
    expect(page).toContain(`?path=/docs/${name}--docs`);
  },
);

it('the workshop docs page names the reference page', () => {
  const docs = readFileSync(resolve(import.meta.dirname, '../../src/workshop/widget-docs.tsx'), 'utf8');
  expect(docs).toContain('docs/page/${name}.md');
});
