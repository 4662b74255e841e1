import { expect, type Locator } from '@playwright/test';
import { test as base } from '../support/fixtures';
import type { ChatPage } from '../support/pages/chat-page';
import type { TestEnvironmentOptions } from '../support/test-environment';
import {
  startMockVendorProcess,
  type LanePlan,
  type MockVendorProcess,
} from '../../support/mock-vendor-process';

/** The two remote vendors of a fault run, each on its own lane of the mock. */
export const vendorLanes = ['openai', 'anthropic'] as const;
export type VendorLane = (typeof vendorLanes)[number];

/** What the mock answers when nothing is wrong: quick, but not instant. */
export const healthyPlan = { latencyMs: 20, fault: 'none' } as const;

interface FaultWorkerFixtures {
  /** `ROUTER_LOCAL_FALLBACK` of the route function (`test.use({ localFallback: 'on' })`). */
  localFallback: 'on' | 'off';
  /** More of the route function's settings, over the ones below (`test.use({ routerSettings })`). */
  routerSettings: Record<string, string>;
  mockVendor: MockVendorProcess;
}

interface FaultTestFixtures {
  /** Every lane healthy before and after each test, so no fault leaks into the next journey. */
  healthyVendors: MockVendorProcess;
}

/**
 * The route function's settings for fault journeys: both vendors on the mock, no exploration
 * (the order is the router's own health ranking), a hedge allowed on any request, a breaker
 * that lets a recovered vendor back within half a second, and a quota no journey reaches.
 */
function functionEnvironment(
  mockUrl: string,
  localFallback: 'on' | 'off',
  routerSettings: Record<string, string>,
) {
  return {
    OPENAI_API_KEY: 'mock',
    OPENAI_BASE_URL: `${mockUrl}/openai/v1`,
    ANTHROPIC_API_KEY: 'mock',
    ANTHROPIC_BASE_URL: `${mockUrl}/anthropic/v1`,
    ROUTER_VENDORS: vendorLanes.join(','),
    ROUTER_LOCAL_FALLBACK: localFallback,
    ROUTER_EXPLORATION: '0',
    ROUTER_HEDGE_BUDGET: '1',
    ROUTER_BREAKER_COOLDOWN_MS: '500',
    ROUTER_DEADLINE_MS: '10000',
    ROUTE_QUOTA_PER_MINUTE: '1000',
    ROUTE_QUOTA_PER_DAY: '100000',
    ...routerSettings,
  };
}

/**
 * Journeys against a product whose route function talks to the fault-injecting mock vendor:
 * each file using this `test` gets its own stack + app, started after the mock.
 */
export const test = base.extend<FaultTestFixtures, FaultWorkerFixtures>({
  localFallback: ['off', { scope: 'worker', option: true }],
  routerSettings: [{}, { scope: 'worker', option: true }],
  mockVendor: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const mock = await startMockVendorProcess();
      try {
        await provide(mock);
      } finally {
        await mock.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  environmentOptions: [
    async ({ mockVendor, localFallback, routerSettings }, provide) => {
      const options: TestEnvironmentOptions = {
        functionEnvironment: functionEnvironment(mockVendor.url, localFallback, routerSettings),
      };
      await provide(options);
    },
    { scope: 'worker' },
  ],
  healthyVendors: [
    async ({ mockVendor }, provide) => {
      await healEveryLane(mockVendor);
      await provide(mockVendor);
      await healEveryLane(mockVendor);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The route function's settings for journeys that watch a reply being written: a vendor's pause
 * must not count as a stalled stream, and the whole answer fits the deadline. One shared object,
 * so every file using it shares one stack (Playwright starts a worker per distinct option value).
 */
export const slowWriterSettings = { ROUTER_STREAM_STALL_MS: '15000', ROUTER_DEADLINE_MS: '30000' };

/** Every lane healthy again: between the steps of a journey, so no fault leaks into the next. */
export async function healEveryLane(mockVendor: MockVendorProcess): Promise<void> {
  await Promise.all(vendorLanes.map((lane) => mockVendor.setLane(lane, healthyPlan)));
}

/** Gives every vendor lane the same plan, one after another. */
export async function setEveryLane(mockVendor: MockVendorProcess, plan: LanePlan): Promise<void> {
  for (const lane of vendorLanes) await mockVendor.setLane(lane, plan);
}

/** Which engine wrote a reply, read from the line under it: `vendor · model · 123 ms`. */
export interface ReplyEngine {
  vendor: string;
  latencyMs: number;
  fallback: boolean;
}

export async function engineOf(reply: Locator): Promise<ReplyEngine> {
  const line = reply.getByText(/ · \d+ ms/);
  await expect(line).toBeVisible();
  const text = await line.innerText();
  const match = /^(\S+) · .+ · (\d+) ms/.exec(text);
  if (!match) throw new Error(`no engine line under the reply: "${text}"`);
  return {
    vendor: match[1]!,
    latencyMs: Number(match[2]),
    fallback: text.includes('OFFLINE FALLBACK'),
  };
}

/** The other vendor of the pair. */
export function otherVendor(vendor: string): VendorLane {
  const lane = vendorLanes.find((candidate) => candidate !== vendor);
  if (!lane || !vendorLanes.includes(vendor as VendorLane)) {
    throw new Error(`"${vendor}" is not one of the mock's vendors`);
  }
  return lane;
}

/**
 * Sends a first message while every vendor is healthy and returns the vendor that answered: the
 * router's best-ranked one, which it calls first for the next message too (no exploration),
 * unless that answer was slow enough to rank it below the other's prior.
 */
export async function preferredVendor(chatPage: ChatPage): Promise<VendorLane> {
  const reply = await chatPage.sendAndWaitForReply('Is this sentence clear enough to send?');
  const { vendor } = await engineOf(reply);
  return vendor as VendorLane;
}

/**
 * Sends `draft` with `plan` on the vendor the router calls first: the one that answered last,
 * unless its ranking flipped meanwhile (a slow cold start ranks a vendor below the other's
 * prior), in which case the reply came from the other one unfaulted and the try is repeated on
 * that one. Returns the faulted vendor and the reply that the other vendor gave.
 */
export async function sendWithFirstVendorFaulted(
  chatPage: ChatPage,
  options: { mockVendor: MockVendorProcess; plan: LanePlan; draft: string },
): Promise<{ first: VendorLane; reply: Locator }> {
  const { mockVendor, plan, draft } = options;
  let first = await preferredVendor(chatPage);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await mockVendor.setLane(first, plan);
    const before = await mockVendor.laneStats(first);
    const reply = await chatPage.sendAndWaitForReply(draft);
    if ((await mockVendor.laneStats(first)).faulted > before.faulted) return { first, reply };
    await mockVendor.setLane(first, healthyPlan);
    first = (await engineOf(reply)).vendor as VendorLane;
  }
  throw new Error('the router never called the faulted vendor first');
}
