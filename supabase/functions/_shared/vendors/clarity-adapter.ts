import { refineMessage } from '../clarity/clarity-engine.ts';
import type { VendorAdapter } from './vendor-adapter.ts';

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
      const result = await refineMessage(text, style ? { style } : {});
      return { text: result.report, structured: result.structured };
    },
  };
}
