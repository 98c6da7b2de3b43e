// HTML to plain text, for the fields that may hold HTML (`*_str`, messages): what is left is text to
// render as text, never HTML. Every pass reads the text once: linear in its length.

/** A Map, not an object: `&constructor;` and its kind must stay text, not read an inherited property. */
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES.get(body.toLowerCase()) ?? m;
  });
}

// The markup passes below read the text once each. (Patterns such as /<\/?[a-z][^>]*>/g retry from every
// `<` to the end of the text when nothing closes it: quadratic, so a few hundred kB of `<a` froze the page.)

/** Drops `<!-- ... -->` comments; an unterminated one stays as text. */
function dropComments(s: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = s.indexOf('<!--', at);
    if (start < 0) break;
    const end = s.indexOf('-->', start + 4);
    if (end < 0) break; // nothing after this point closes a comment
    out += s.slice(at, start);
    at = end + 3;
  }
  return out + s.slice(at);
}

/** Drops `<script ...>...</script>` and `<style ...>...</style>` blocks; an unclosed one stays as text. */
function dropBlocks(s: string): string {
  const open = /<(script|style)\b/gi;
  const unclosed = new Set<string>();
  let out = '';
  let at = 0;
  for (let m = open.exec(s); m !== null; m = open.exec(s)) {
    const name = (m[1] ?? '').toLowerCase();
    if (unclosed.has(name)) continue;
    const close = new RegExp(`<\\/${name}\\s*>`, 'gi');
    close.lastIndex = m.index + 1 + name.length;
    const end = close.exec(s);
    if (end === null) {
      unclosed.add(name); // no later block of this name closes either
      if (unclosed.size === 2) break;
      continue;
    }
    out += s.slice(at, m.index);
    at = end.index + end[0].length;
    open.lastIndex = at;
  }
  return out + s.slice(at);
}

const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Drops tags `<name ...>` and `</name ...>`; a `<` that starts no tag, or is never closed, stays. */
function dropTags(s: string): string {
  let out = '';
  let at = 0;
  let from = 0;
  for (;;) {
    const lt = s.indexOf('<', from);
    if (lt < 0) break;
    const name = s[lt + 1] === '/' ? lt + 2 : lt + 1;
    if (!isAsciiLetter(s.charCodeAt(name))) {
      from = lt + 1;
      continue;
    }
    const gt = s.indexOf('>', name + 1);
    if (gt < 0) break; // nothing after this point closes a tag
    out += s.slice(at, lt);
    at = from = gt + 1;
  }
  return out + s.slice(at);
}

/** Tags dropped (`<br>` → space), entities decoded, whitespace collapsed. Linear in the length. */
export function stripHtml(s: string): string {
  const noTags = dropTags(dropBlocks(dropComments(s)).replace(/<br\s*\/?>/gi, ' '));
  return decodeEntities(noTags).replace(/\s+/g, ' ').trim();
}
