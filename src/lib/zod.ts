import { config, z } from 'zod';

// The app's Content-Security-Policy has no 'unsafe-eval'. Zod's JIT compiles parsers with
// `new Function`, and even its probe for that is refused and reported as a violation; parsing
// without it costs nothing our small schemas would notice. This must run before any schema is
// built, so the app takes `z` only from here (ESLint enforces it).
config({ jitless: true });

/** Zod, configured for the app's Content-Security-Policy (no JIT, so no `new Function`). */
export { z };
