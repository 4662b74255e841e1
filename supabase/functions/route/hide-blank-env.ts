import { hideBlankValuesFromNodeEnv } from '../_shared/env/blank-values.ts';

/**
 * index.ts imports this module first, so it runs before any AI SDK module is evaluated: the
 * SDK reads `process.env` when it loads and throws on a blank base URL (blank-values.ts).
 * Modules run in import order, so this must stay the first import of the entry point.
 */
hideBlankValuesFromNodeEnv();
