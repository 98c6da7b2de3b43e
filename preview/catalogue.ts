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
// The product-info answer shape: the `sf-mock-answers` cookie, read by the mock store's handlers.
const ANSWERS_COOKIE = 'sf-mock-answers';
function renderAnswers() {
  const live = document.cookie.includes(`${ANSWERS_COOKIE}=live`);
  const now = document.getElementById('answers');
  if (now) now.textContent = live ? "the live store's shapes" : 'the documented fields';
}
document.getElementById('answers-spec')?.addEventListener('click', () => {
  cookie(ANSWERS_COOKIE, 'spec', 30);
  renderAnswers();
});
document.getElementById('answers-live')?.addEventListener('click', () => {
  cookie(ANSWERS_COOKIE, 'live', 30);
  renderAnswers();
});
renderAnswers();

document
  .getElementById('reset')
  ?.addEventListener('click', () => void fetch('/__mock/reset', { method: 'POST' }));
render();
