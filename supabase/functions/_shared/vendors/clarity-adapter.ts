import type * as ClarityEngineModule from '../clarity/clarity-engine.ts';
import type { VendorAdapter } from './vendor-adapter.ts';

type ClarityEngine = typeof ClarityEngineModule;

let engine: Promise<ClarityEngine> | undefined;

/**
 * The offline engine and its libraries (retext and its plugins, the rule tables) load on the
 * first offline refinement of an isolate, not at start-up: a function with vendor keys may
 * never need them, and a cold start should answer before it has read them.
 */
function loadEngine(): Promise<ClarityEngine> {
  engine ??= import('../clarity/clarity-engine.ts').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * The offline engine as a vendor (`local`): what answers when no remote vendor is configured,
 * in the style the request asked for.
 */
export function createClarityAdapter(): VendorAdapter {
  return {
    vendor: 'local',
    model: 'retext-clarity',
    async generate(text, { signal, style }) {
      signal.throwIfAborted();
      const { refineMessage } = await loadEngine();
      signal.throwIfAborted();
      const result = await refineMessage(text, style ? { style } : {});
      return { text: result.report, structured: result.structured };
    },
  };
}
