import { failed, passed, type Check } from './deploy-check';
import type { FunctionSize } from './function-size';

/**
 * The most the deploy sends to be bundled, and the most the stored bundle may weigh. Supabase
 * documents 5 MB for a bundle built on its servers (what `--use-api` does) without saying
 * whether it counts the upload or the stored bundle, and deploys have been reported to fail with
 * an opaque HTTP 500 from about 4 MB (supabase/cli#5076): both stay under 4 MB.
 */
export const maxBundleBytes = 4_000_000;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Passes with the figures, or refuses with the figure and the packages that weigh most. */
export function checkFunctionSize(size: FunctionSize): Check {
  const biggest = size.packages
    .slice(0, 5)
    .map((entry) => `${entry.name} ${megabytes(entry.compressedBytes)}`)
    .join(', ');
  const figures =
    `uploads ${megabytes(size.uploadBytes)} in ${size.uploadFiles} files; the bundle is ` +
    `${megabytes(size.compressedBytes)} compressed (${megabytes(size.bundleBytes)} unpacked)`;
  if (Math.max(size.uploadBytes, size.compressedBytes) > maxBundleBytes) {
    return failed(
      'route function size',
      `${figures}, over the ${megabytes(maxBundleBytes)} this deploy allows. Biggest packages: ` +
        `${biggest}. Load less, or drop a package (docs/route-function.md#cold-start-and-size).`,
    );
  }
  return passed('route function size', `${figures}; biggest packages: ${biggest}`);
}
