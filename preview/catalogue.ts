// The catalogue page's script (dev only): the guest/member switch and the list of preview pages.
import { catalogueLinks } from './catalogue-entries.ts';

const MEMBER_HASH = 'h4sh-member';
const cookie = (name: string, value: string, days: number) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * 86400}`;
};

function render() {
  const member = document.cookie.includes('loginchecked=1');
  const who = document.getElementById('who');
  if (who) who.textContent = member ? 'member' : 'guest';
  const list = document.getElementById('pages');
  if (!list) return;
  list.replaceChildren(
    ...catalogueLinks().map(({ title, href }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = href;
      link.textContent = title;
      item.append(link);
      return item;
    }),
  );
}

document.getElementById('as-member')?.addEventListener('click', () => {
  cookie('uhashjp', MEMBER_HASH, 30);
  cookie('uhashen', MEMBER_HASH, 30);
  cookie('loginchecked', '1', 30);
  render();
});
document.getElementById('as-guest')?.addEventListener('click', () => {
  for (const name of ['uhashjp', 'uhashen', 'loginchecked']) cookie(name, '', -1);
  render();
});
document
  .getElementById('reset')
  ?.addEventListener('click', () => void fetch('/__mock/reset', { method: 'POST' }));
render();
