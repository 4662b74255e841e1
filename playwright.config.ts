import { defineConfig } from '@playwright/test';
import { appUrlOf, defaultPortBase, e2ePortBase, e2ePorts } from './tests/e2e/support/e2e-ports';

const portBase = e2ePortBase();
// A run on another E2E_PORT_BASE keeps its own results folders, so two runs never clobber.
const runSuffix = portBase === defaultPortBase ? '' : `-${portBase}`;

/**
 * End-to-end journeys in Debian's Chromium against the real product: global setup starts the
 * embedded stack (in memory) and the app's production build on the E2E_PORT_BASE ports (default
 * API 55321, mailbox 55324, app 55373), never the developer's 5173 / 54321 / 54324. See
 * tests/e2e/README.md.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `./test-results/e2e${runSuffix}`,
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One shared stack and two cores: journeys run one at a time, in a stable order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `./test-results/e2e-report${runSuffix}`, open: 'never' }],
  ],
  use: {
    baseURL: appUrlOf(e2ePorts()),
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Snapshots (DOM, network, console) but no screencast: it costs a 2-core run ~15% for nothing
    // a failure's trace needs; the failure screenshot is taken separately.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download its own browser here; Debian's works (as root: no sandbox).
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
