/**
 * Where the end-to-end run listens. One number, `E2E_PORT_BASE` (default 55300), places all three
 * servers so two runs on one machine never collide and none touches the developer's
 * 5173 / 54321 / 54324: the API at base + 21, the mailbox at base + 24, the app at base + 73.
 */
export interface E2ePorts {
  app: number;
  api: number;
  mail: number;
}

export const defaultPortBase = 55_300;

const developerPorts = new Set([5173, 54_321, 54_324]);

/** Reads `E2E_PORT_BASE`; throws a readable error for anything but a usable port block. */
export function e2ePortBase(environment: NodeJS.ProcessEnv = process.env): number {
  const text = environment.E2E_PORT_BASE?.trim();
  const base = text ? Number(text) : defaultPortBase;
  if (!Number.isInteger(base) || base < 1024 || base > 65_435) {
    throw new Error(`E2E_PORT_BASE must be a whole number from 1024 to 65435, not "${text}"`);
  }
  return base;
}

/** The three ports of the run's shared environment. */
export function e2ePorts(environment: NodeJS.ProcessEnv = process.env): E2ePorts {
  const base = e2ePortBase(environment);
  const ports = { app: base + 73, api: base + 21, mail: base + 24 };
  for (const port of Object.values(ports)) {
    if (developerPorts.has(port)) {
      throw new Error(`E2E_PORT_BASE=${base} would take port ${port}, which npm run dev uses`);
    }
  }
  return ports;
}

export const loopback = '127.0.0.1';

export function appUrlOf(ports: E2ePorts): string {
  return `http://${loopback}:${ports.app}`;
}
