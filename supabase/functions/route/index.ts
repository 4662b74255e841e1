import { hideBlankValuesFromNodeEnv } from '../_shared/env/blank-values.ts';
import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';
import { createWarmUp } from './wake-up.ts';

// Nothing this entry imports runs code as it loads: the heavy parts (each vendor's AI SDK
// provider, the offline engine, the text metrics, the privacy shield's validators) load on
// first use, or after a wake, when the app says a draft is being written (wake-up.ts). The
// providers read process.env as they load, and throw on a blank base URL, so blank values must
// read as unset before any request is served (blank-values.ts).
hideBlankValuesFromNodeEnv();
const dependencies = createLiveDependencies(Deno.env.toObject());
Deno.serve(createHandler({ ...dependencies, warmUp: createWarmUp(dependencies.route) }));
