/**
 * The zod/mini functions the route function calls, built on their own for the deployed bundle
 * (route-bundle.ts): its code imports `zod/mini`, and the AI SDK, which loads with the first
 * vendor call, imports zod's classic build. Both builds start from zod's core index, which
 * re-exports every locale, and the bundler places a file by which dynamic imports reach it,
 * whatever of it they use: built from the package, the offline path's chunks held zod's whole
 * core with its 49 locales for a request check. Built first from this list, the functions
 * below are one file whose unused parts the bundler drops. A test keeps the list complete.
 */
export {
  array,
  boolean,
  enum,
  int,
  literal,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  partialRecord,
  positive,
  refine,
  string,
} from 'zod/mini';
