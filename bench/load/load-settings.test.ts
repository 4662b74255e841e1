import { describe, expect, it } from 'vitest';
import { parseLoadArguments } from './load-settings';

describe('bench:load settings', () => {
  it('drives 100 users for 60 s, is_email_allowed at 200 connections for 30 s, and one connection per quota order for 20 s', () => {
    expect(parseLoadArguments([])).toMatchObject({
      quick: false,
      users: 100,
      vendorLatencyMs: 200,
      routeWindowSeconds: 60,
      emailCheckConnections: 200,
      emailCheckWindowSeconds: 30,
      quotaOrderWindowSeconds: 20,
    });
  });

  it('shortens the windows with --quick, keeping the same concurrency', () => {
    expect(parseLoadArguments(['--quick'])).toMatchObject({
      quick: true,
      users: 100,
      routeWindowSeconds: 10,
      emailCheckConnections: 200,
      emailCheckWindowSeconds: 10,
      quotaOrderWindowSeconds: 8,
    });
  });

  it('waits longer for an answer than the router deadline of 25 s', () => {
    expect(parseLoadArguments([]).requestTimeoutSeconds).toBeGreaterThan(25);
  });

  it('refuses an unknown flag or a stray argument', () => {
    expect(() => parseLoadArguments(['--fast'])).toThrow(/--fast/);
    expect(() => parseLoadArguments(['60'])).toThrow();
  });
});
