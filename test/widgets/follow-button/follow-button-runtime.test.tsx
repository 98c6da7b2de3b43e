import { waitFor, within } from '@testing-library/react';
import { bootstrap } from '../../../src/boot/bootstrap';
import { useMockApi } from '../../mock-api';
import { TEST_CONFIG } from '../../render';
import { runsOutsideAct } from '../../outside-act';

// The follow-button islands mounted by the real runtime and registry. A missing maker-name is an island
// error: widget-pages.test.ts (the attribute table's claims) and runtime.test.tsx ('a parser failure').
// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

describe('follow-button islands through the runtime', () => {
  runsOutsideAct();

  it('mounts beside the server-rendered fallback link, which stays', async () => {
    fake.setMember(false);
    const fallback = '/maniax/mypage/followlist/add/=/maker_id/RG30003/maker_name/Circle%20C';
    document.body.innerHTML =
      `<div data-widget="follow-button" data-maker-id="RG30003" data-maker-name="Circle C">` +
      `<a class="fallback" href="${fallback}">Follow</a></div>`;
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const good = document.querySelector<HTMLElement>('[data-widget]');
    if (!good) throw new Error('no island');
    await waitFor(() => expect(good.getAttribute('data-widget-state')).toBe('ready'));
    await within(good).findByRole('button', { name: 'フォローする' });
    const link = good.querySelector('a.fallback');
    expect(link).toHaveAttribute('href', fallback);
    expect(link).toBeVisible();
    api.unmount();
  });
});
