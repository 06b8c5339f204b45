import { expect, STORAGE, test } from '../fixtures/index.ts';
import { PATHS, type ShopApp } from '../pages/shop-app.ts';

/** A first visit stores the deployed timestamp silently; then a new deployment is published. */
async function visitThenDeploy(app: ShopApp): Promise<{ first: string; next: number }> {
  await app.open(PATHS.home);
  await app.ready();
  await expect.poll(() => app.stored(STORAGE.versionTimestamp)).not.toBeNull();
  await expect(app.dialog).toBeHidden();
  const first = (await app.stored(STORAGE.versionTimestamp)) ?? '';
  const next = await app.mock.publishVersion();
  expect(String(next)).not.toBe(first);
  return { first, next };
}

function updateDialog(app: ShopApp) {
  return app.page.getByRole('dialog', { name: 'Version update notice' });
}

test('confirming the version notice stores the new timestamp and reloads once', async ({ app, page }) => {
  const { next } = await visitThenDeploy(app);
  await page.reload();
  const dialog = updateDialog(app);
  await expect(dialog).toContainText('clear the cache');

  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Clear and reload' }).click();
  await reloaded;
  await app.ready();
  expect(await app.stored(STORAGE.versionTimestamp)).toBe(String(next));
  // After the reload the stored timestamp matches: the notice does not come back.
  await expect.poll(async () => (await app.mock.callsTo('/version.json')).length).toBeGreaterThanOrEqual(3);
  await expect(app.dialog).toBeHidden();
  await expect(app.tab('Home')).toHaveAttribute('aria-current', 'page');
});

test('cancelling the version notice opens the cache help and keeps the old timestamp', async ({ app, page }) => {
  const { first } = await visitThenDeploy(app);
  await page.reload();
  const dialog = updateDialog(app);
  await dialog.getByRole('button', { name: 'How to clear' }).click();

  await app.expectRoute(PATHS.helpCache);
  await expect(page.getByRole('heading', { name: 'How to clear the cache' })).toBeVisible();
  await expect(app.dialog).toBeHidden();
  expect(await app.stored(STORAGE.versionTimestamp)).toBe(first);
});
