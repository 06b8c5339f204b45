import { expect, login, test } from '../fixtures/index.ts';
import { providerWriterHome } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

test('a buyer finds a musician in the directory, follows them from their home page and plays a work', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(PATHS.makersList);
  const directory = page.getByRole('list', { name: 'Musicians' });
  const first = directory.getByRole('article').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link').click();
  await expect.poll(() => app.route()).toMatch(/^\/pages\/makers\/home\?id=\d+$/);
  const id = Number(new URLSearchParams(app.route().split('?')[1]).get('id'));

  const before = await providerWriterHome(request, id, token);
  expect(before.writer.nickname).toBe(name);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const follow = page.getByRole('button', { name: `Follow ${name}` });
  await follow.click();
  await expect(page.getByRole('button', { name: `Following ${name}` })).toHaveAttribute('aria-pressed', 'true');
  const after = await providerWriterHome(request, id, token);
  expect(after.writer.is_follow).toBe(!before.writer.is_follow);
  expect(after.writer.fans).toBe(before.writer.fans + 1);

  await page.getByRole('link', { name: 'All works' }).click();
  await expect.poll(() => app.route()).toBe(`/pages/makers/works?id=${id}`);
  const play = page.getByRole('button', { name: /^Play preview of / }).first();
  await play.click();
  await expect(page.getByRole('button', { name: /^Pause preview of / }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the directory: skeleton, an error with a retry, the empty state, and the genre filter', async ({
  app,
  page,
  mock,
}) => {
  const LIST = '/api/h5.writer/list';
  const directory = page.getByRole('list', { name: 'Musicians' });
  // Scripted answers go to the next call of the path: wait until the list has stopped asking for pages
  // (the next page is fetched as the end of the list comes near) before scripting one.
  const settled = () => page.waitForLoadState('networkidle');

  // The failing answer is held: one load shows the skeleton, the error and, after the retry, the musicians.
  await mock.scenario({ path: LIST, times: 1, hold: true, httpStatus: 500, html: '<h1>Server error</h1>' });
  await app.open(PATHS.makersList);
  await expect(page.locator('main [aria-busy="true"] .skeleton-row').first()).toBeVisible();
  await mock.release(LIST);
  await expect(page.getByRole('alert')).toContainText('Could not load this');
  await expect(page.getByText('No musicians here yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(directory.getByRole('article').first()).toBeVisible();
  await settled();

  await page.getByRole('radiogroup', { name: 'Genre' }).getByText('Techno', { exact: true }).click();
  await expect
    .poll(async () => new URLSearchParams((await mock.callsTo(LIST)).at(-1)?.query).get('genre'))
    .toBe('Techno');
  await expect(directory.getByRole('article').first()).toBeVisible();
  await settled();

  await mock.scenario({
    path: LIST,
    times: 1,
    code: 1,
    msg: '',
    data: { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] },
  });
  await page.reload();
  await expect(page.getByText('No musicians here yet')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
