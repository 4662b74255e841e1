import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import type * as classNames from '@/lib/class-names';
import { refuseConflicts } from '@/test/class-name-conflicts';

type ClassNamesModule = typeof classNames;

// Every element the tests render has classes that do not fight each other (see lib/class-names).
vi.mock('@/lib/class-names', async (importActual) => {
  const actual = await importActual<ClassNamesModule>();
  return {
    cn: (...values: Parameters<ClassNamesModule['cn']>) => refuseConflicts(actual.cn(...values)),
  };
});

// jsdom lacks these browser APIs; Radix (ResizeObserver) and sonner (matchMedia) expect them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The app loads supabase-js and its screens through dynamic imports, which Vitest transforms on
// first use: on a fresh clone's first run on a busy 2-core machine that alone can outlast the
// default 1 s that findBy* and waitFor wait for an outcome. They still fail on a wrong outcome.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store and replays active ones to a new Toaster.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
