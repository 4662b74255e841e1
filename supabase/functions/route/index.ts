import { hideBlankValuesFromNodeEnv } from '../_shared/env/blank-values.ts';
import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';

// Nothing this entry imports runs code as it loads: the heavy parts (each vendor's AI SDK
// provider, the offline engine, the text metrics, the privacy shield's validators) load on
// first use. The providers read process.env as they load, and throw on a blank base URL, so
// blank values must read as unset before any request is served (blank-values.ts).
hideBlankValuesFromNodeEnv();
Deno.serve(createHandler(createLiveDependencies(Deno.env.toObject())));
