// The workshop's "Store pages": the dev preview's whole store pages (`npm run dev`), each in both site
// languages, so a developer moves from a widget's state to the page it lives on.
import { catalogueLinks } from '../../preview/catalogue-entries';

/** Where `npm run dev` serves the preview; `STORYBOOK_STORE_PAGES=…` points the links elsewhere. */
export const STORE_PAGES_ORIGIN: string =
  (import.meta.env.STORYBOOK_STORE_PAGES as string | undefined) ?? 'http://localhost:5173';

export function StorePages() {
  return (
    <ul>
      {catalogueLinks().map(({ title, href }) => (
        <li key={href}>
          <a href={`${STORE_PAGES_ORIGIN}${href}`} target="_top">
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}
