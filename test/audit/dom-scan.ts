// DOM checks of the hostile-text audit: every URL-bearing attribute holds an http(s), protocol-relative or
// relative URL; no element that could run script was created from text.
import { isSafeHttpUrl } from '../../src/domain/routes';

const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'data',
  'xlink:href',
  'background',
];

/** Every attribute placing a URL whose scheme is not http(s): `tag[attr]=value`. */
export function unsafeUrls(root: ParentNode = document): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    for (const attr of URL_ATTRIBUTES) {
      const value = el.getAttribute(attr);
      if (value !== null && !isSafeHttpUrl(value)) out.push(`${el.tagName.toLowerCase()}[${attr}]=${value}`);
    }
  }
  return out;
}

/** Elements that text must never turn into, and inline event handler attributes. */
export function injectedElements(root: ParentNode = document): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll(
    'script, iframe, frame, object, embed, svg, math, img, style, link, meta, base, form[action], button[formaction]',
  )) {
    // The widgets' own elements: sample images in the sample dialog (their src is checked by unsafeUrls).
    if (el.tagName === 'IMG' && el.parentElement?.classList.contains('sf-sample-access__item')) continue;
    // The bundle's stylesheet where jsdom has no adoptedStyleSheets (the theme's defaults: their text is code).
    if (el.matches('head > style[data-sf-styles]')) continue;
    out.push(el.outerHTML.slice(0, 120));
  }
  for (const el of root.querySelectorAll('*'))
    for (const a of el.getAttributeNames()) if (/^on/i.test(a)) out.push(`${el.tagName.toLowerCase()}[${a}]`);
  return out;
}
