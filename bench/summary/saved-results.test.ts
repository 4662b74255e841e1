import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSavedResults } from './saved-results';
import {
  adversarialFixture,
  clarityFixture,
  loadFixture,
  privacyFixture,
  quotaFixture,
  routerFixture,
  stackFixture,
  usageFixture,
  webFixture,
} from './summary-fixtures';

let folder: string;
const write = (name: string, content: unknown) =>
  writeFile(
    path.join(folder, name),
    typeof content === 'string' ? content : JSON.stringify(content),
  );

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'saved-results-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readSavedResults', () => {
  it("reads each benchmark's saved JSON, taking the newest router run", async () => {
    await write('stack.json', stackFixture);
    await write('usage.json', usageFixture);
    await write('web.json', webFixture);
    await write('load.json', loadFixture);
    await write('quota.json', quotaFixture);
    await write('clarity.json', clarityFixture);
    await write('adversarial.json', adversarialFixture);
    await write('privacy.json', privacyFixture);
    await write('router-2026-11-22T04-15-26-033Z.json', {
      ...routerFixture,
      started: '2026-11-22T04:15:26.033Z',
    });
    await write('router-2026-11-22T04-29-59-144Z.json', routerFixture);
    await write('router-quick-2026-11-22T05-00-00-000Z.json', {
      ...routerFixture,
      quick: true,
      started: '2026-11-22T05:00:00.000Z',
    });

    const saved = await readSavedResults(folder, { quick: false });

    expect(saved.stack).toMatchObject({ found: true, result: stackFixture });
    expect(saved.usage).toMatchObject({ found: true, result: usageFixture });
    expect(saved.web).toMatchObject({ found: true, measuredAt: webFixture.measuredAt });
    expect(saved.load).toMatchObject({ found: true, measuredAt: loadFixture.measuredAt });
    expect(saved.quota).toMatchObject({ found: true, result: quotaFixture });
    expect(saved.clarity).toMatchObject({ found: true, result: clarityFixture });
    expect(saved.adversarial).toMatchObject({ found: true, result: adversarialFixture });
    expect(saved.privacy).toMatchObject({ found: true, result: privacyFixture });
    expect(saved.router).toMatchObject({ found: true, measuredAt: '2026-11-22T04:29:59.144Z' });
  });

  it('reads the quick router and load runs in quick mode', async () => {
    await write('router-2026-11-22T04-29-59-144Z.json', routerFixture);
    await write('router-quick-2026-11-22T05-00-00-000Z.json', {
      ...routerFixture,
      quick: true,
      started: '2026-11-22T05:00:00.000Z',
    });
    await write('load-quick.json', { ...loadFixture, quick: true });
    await write('quota-quick.json', { ...quotaFixture, quick: true });

    const saved = await readSavedResults(folder, { quick: true });

    expect(saved.router).toMatchObject({ found: true, measuredAt: '2026-11-22T05:00:00.000Z' });
    expect(saved.load).toMatchObject({ found: true, result: { quick: true } });
    expect(saved.quota).toMatchObject({ found: true, result: { quick: true } });
  });

  it('says why a result is missing, unreadable or of another shape', async () => {
    await write('stack.json', '{"measuredAt": ');
    await write('web.json', { ...webFixture, landing: {} });

    const saved = await readSavedResults(folder, { quick: false });

    expect(saved.stack).toEqual({ found: false, reason: 'stack.json is not valid JSON' });
    expect(saved.web).toMatchObject({
      found: false,
      reason: expect.stringContaining('web.json has an unexpected shape'),
    });
    expect(saved.load).toEqual({ found: false, reason: 'load.json does not exist' });
    expect(saved.quota).toEqual({ found: false, reason: 'quota.json does not exist' });
    expect(saved.router).toMatchObject({
      found: false,
      reason: expect.stringContaining('no router-*.json'),
    });
  });

  it('treats a result from before this run as missing: that benchmark saved nothing new', async () => {
    await write('stack.json', stackFixture);
    await write('load.json', loadFixture);

    const saved = await readSavedResults(folder, {
      quick: false,
      since: new Date('2026-11-22T04:50:00Z'),
    });

    expect(saved.stack).toEqual({ found: false, reason: 'stack.json is from before this run' });
    expect(saved.load.found).toBe(true);
  });
});
