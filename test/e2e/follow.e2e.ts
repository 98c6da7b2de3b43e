import { describe, expect, test } from 'vitest';
import { openPage, waitForIslands } from './browser';

// RJ01000005 is made by RG10002, whom the member does not follow yet.
const WORK = '/maniax/work/=/product_id/RJ01000005.html';

describe('follow-button (docs/behaviour.md "Follows and the follow cache")', () => {
  test('a member follows a maker: mail flag sent, the follow-list cache cleared, the label changes', async () => {
    const opened = await openPage(WORK, { member: true });
    const { page } = opened;
    await waitForIslands(page);
    await page.evaluate(() => {
      localStorage.setItem('FOLLOWLIST_CACHE_HTML_jp', 'x');
      localStorage.setItem('FOLLOWLIST_FOLDERS_CACHE_EXPIRE_en', 'x');
      localStorage.setItem('unrelated', 'kept');
    });
    await page.getByRole('button', { name: 'フォローする' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('checkbox', { name: 'お知らせメールを受け取る' }).isChecked(),
    ).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: 'お知らせメールを受け取る' }).uncheck();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/maniax/follow/regist')),
      dialog.getByRole('button', { name: 'フォローする' }).click(),
    ]);
    expect(new URLSearchParams(request.postData() ?? '').get('mail')).toBe('0');
    expect(new URLSearchParams(request.postData() ?? '').get('follow_key')).toBe('RG10002');
    await page.getByRole('link', { name: 'フォロー中' }).waitFor();
    await expect(page.getByRole('link', { name: 'フォロー中' }).getAttribute('href')).resolves.toBe(
      '/maniax/mypage/followlist/=/maker_id/RG10002',
    );
    const storage = await page.evaluate(() => Object.keys(localStorage));
    expect(storage).toEqual(['unrelated']);
    // The server-rendered fallback link stays in the page.
    await expect(page.locator('.work-follow__fallback').count()).resolves.toBe(1);
    await opened.context.close();
  });

  test('a guest is asked to register or log in', async () => {
    const opened = await openPage(`${WORK}?lang=en`);
    const { page } = opened;
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Follow' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.innerText()).resolves.toContain(
      'You need to have an account to use the Follow feature.',
    );
    await expect(dialog.getByRole('link', { name: 'Sign up' }).getAttribute('href')).resolves.toMatch(
      /\/maniax\/regist\/user$/,
    );
    const login = await dialog.getByRole('link', { name: 'Log in' }).getAttribute('href');
    expect(login).toContain('/maniax/login/=/');
    expect(decodeURIComponent(login?.split('/login/=/')[1] ?? '')).toBe(page.url());
    await opened.context.close();
  });
});
