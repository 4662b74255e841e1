import { expect, test } from './security-fixtures';

/** Records, from before the app's first script runs, whether LOADING... was ever on the page. */
function watchForLoadingText() {
  const seen = { loading: false };
  Object.assign(window, { __loadingSeen: seen });
  new MutationObserver(() => {
    if (document.body?.textContent?.includes('LOADING...')) seen.loading = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test.describe('The production build opens a screen on its own page', () => {
  for (const [path, firstSight] of [
    ['/auth', { role: 'tab', name: 'LOGIN' }],
    ['/beta', { role: 'heading', name: 'BETA ACCESS REQUEST' }],
    ['/terms', { role: 'heading', name: /Terms of Use/i }],
    ['/reset-password', { role: 'heading', name: 'NO RESET LINK' }],
  ] as const) {
    test(`${path}: its page preloads the screen's chunks, and the first render is the screen`, async ({
      page,
    }) => {
      await page.addInitScript(watchForLoadingText);
      const scriptsAskedFor: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script')
          scriptsAskedFor.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      const routeChunk = `${path.slice(1)}-route-`;
      expect(preloads.some((href) => href.includes(routeChunk))).toBe(true);

      await expect(page.getByRole(firstSight.role, { name: firstSight.name })).toBeVisible();
      // Every chunk the page names was fetched: none is a dead link of an older build.
      for (const preload of preloads) expect(scriptsAskedFor).toContain(preload);
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __loadingSeen: { loading: boolean } }).__loadingSeen.loading,
        ),
      ).toBe(false);
    });
  }

  test('a path with no page of its own (the 404) still gets the app from index.html', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  });
});
