import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const artifactsFolder = fileURLToPath(new URL('../.artifacts/', import.meta.url));
/** Every screen the run saw, as PNGs; the best are copied to docs/screenshots by hand. */
export const screenshotsFolder = path.join(artifactsFolder, 'screens');
/** One JSON per screen: what axe found, by rule and impact. */
export const axeResultsFolder = path.join(artifactsFolder, 'axe');

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation (minor and
 * moderate ones are recorded, not fatal). The result is saved as `<screen>.json` and attached
 * to the test.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  const summary = { screen, url: page.url(), passes: results.passes.length, violations };
  mkdirSync(axeResultsFolder, { recursive: true });
  writeFileSync(
    path.join(axeResultsFolder, `${screen}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  await test.info().attach(`axe-${screen}`, {
    body: JSON.stringify(summary, null, 2),
    contentType: 'application/json',
  });
  const blocking = violations.filter((violation) => blockingImpacts.has(violation.impact));
  expect(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** Saves the whole page as `<screen>.png` (animations frozen, so LOADING... is steady). */
export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  await page.screenshot({
    path: path.join(screenshotsFolder, `${screen}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** What every screen gets: an axe check, then a screenshot. */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen);
  await saveScreenshot(page, screen);
}

export const desktopViewport = { width: 1280, height: 800 };
export const phoneViewport = { width: 375, height: 812 };

/** Each screen as it is now, at desktop size and at 375 px (the layout follows the resize). */
export async function atBothSizes(
  page: Page,
  check: (name: string) => Promise<void>,
  screen: string,
): Promise<void> {
  await check(`${screen}-desktop`);
  await page.setViewportSize(phoneViewport);
  await check(`${screen}-phone`);
  await page.setViewportSize(desktopViewport);
}
