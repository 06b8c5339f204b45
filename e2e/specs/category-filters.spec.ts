import type { SuccessData } from '@djshop/api';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { PATHS } from '../pages/shop-app.ts';

// The Category tab starts on its list: its filters fold into a sheet behind a "Filters" button, and the filters
// that are on show as chips above the list, each of which takes its filter off.

const LOADED = { timeout: 20_000 };
const FIRST = 5;

type Goods = SuccessData<'searchGoods'>['data'][number];

/** The first titles the provider's search gives for these filters, the newest first as the tab asks. */
async function providerTitles(request: APIRequestContext, filters: Record<string, string> = {}): Promise<string[]> {
  const response = await request.get('/api/h5.goods/search', { params: { sort: 'new', ...filters, limit: FIRST } });
  expect(response.ok()).toBe(true);
  return ((await response.json()).data.data as Goods[]).slice(0, FIRST).map((goods) => goods.title);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the first product is on the first screen`, async ({ page, app }) => {
    await page.setViewportSize(viewport);
    await app.open(PATHS.category);
    const first = page.getByRole('main').getByRole('list', { name: 'Goods', exact: true }).getByRole('article').first();
    await expect(first).toBeVisible(LOADED);
    await expect(first).toBeInViewport({ ratio: 1 });
    // Nothing has scrolled to bring it there.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('a filter chosen in the sheet shows as a chip and narrows the list as the provider does; its chip takes it off', async ({
  page,
  app,
  request,
}) => {
  const options = (await (await request.get('/api/h5.goods/filters')).json())
    .data as SuccessData<'getCatalogueFilters'>;
  const all = await providerTitles(request);
  // A genre that changes the first items, so that the list's change shows the filter applied.
  let genre: string | undefined;
  let narrowed: string[] = [];
  for (const candidate of options.genres) {
    narrowed = await providerTitles(request, { genre: candidate });
    if (narrowed.length > 0 && narrowed.join() !== all.join()) {
      genre = candidate;
      break;
    }
  }
  if (!genre) throw new Error('a genre that narrows the first items');

  await app.open(PATHS.category);
  const main = page.getByRole('main');
  const rows = main.getByRole('list', { name: 'Goods', exact: true }).getByRole('article');
  const shown = () => rows.evaluateAll((items, count) => items.slice(0, count).map((row) => row.ariaLabel), FIRST);
  await expect.poll(shown, LOADED).toEqual(all);
  await expect(main.getByRole('list', { name: 'Filters on' })).toHaveCount(0);

  // The sheet: a modal dialog that takes the focus, and gives it back to its button when closed.
  const button = main.getByRole('button', { name: 'Filters', exact: true });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await sheet.getByRole('combobox', { name: 'Genre' }).selectOption(genre);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Filters, 1 on' })).toBeFocused();

  // The chip says what is on, and the list is the provider's for it.
  const chip = main.getByRole('list', { name: 'Filters on' }).getByRole('button', { name: `Genre: ${genre}, remove` });
  await expect(chip).toBeVisible();
  await expect.poll(shown, LOADED).toEqual(narrowed);

  // Its chip takes it off: no chip, no count, the whole list again.
  await chip.click();
  await expect(main.getByRole('list', { name: 'Filters on' })).toHaveCount(0);
  await expect(button).toBeVisible();
  await expect.poll(shown, LOADED).toEqual(all);
  // The sheet's genre is back to any.
  await button.click();
  await expect(sheet.getByRole('combobox', { name: 'Genre' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
