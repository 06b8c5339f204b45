import { expect, test } from '../fixtures/index.ts';
import { watchNetwork } from '../fixtures/network-guard.ts';

// Every journey relies on this: nothing a page asks for leaves the machine, and an attempt fails the test.
test('a request to another host fails at once and is counted; one a test answers itself is not', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const attempted = watchNetwork(context);
    const page = await context.newPage();
    await page.route('http://answered.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>answered</h1>' }),
    );
    await page.goto('http://answered.test/page');
    await expect(page.getByRole('heading', { name: 'answered' })).toBeVisible();
    await expect(page.goto('http://cdn.example.com/cover.jpg')).rejects.toThrow(/ERR_(NAME_NOT_RESOLVED|PROXY)/);
    // An address needs no name to be resolved: the dead proxy stops it.
    await expect(page.goto('http://192.0.2.1/cover.jpg')).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
    expect(await attempted()).toEqual(['GET http://cdn.example.com/cover.jpg', 'GET http://192.0.2.1/cover.jpg']);
  } finally {
    await context.close();
  }
});
