import {
  cacheFunctionPackages,
  type PackageCacheReport,
} from '../functions/function-package-cache';
import { describeDenoFailure } from '../functions/deno-failure';
import { resolveStackPaths, stackOptionsSchema } from '../stack-options';

/**
 * `npm run cache:functions`, and `npm install`'s postinstall step (`--postinstall`): fetches the
 * Deno packages of every function under supabase/functions, so `npm run dev` and `npm run stack`
 * start them with no network. As a postinstall step it never fails the install: a failed fetch
 * is said in one line with its fix, and the stack will try again when it starts.
 */
async function main(): Promise<number> {
  const postinstall = process.argv.includes('--postinstall');
  const { functionsFolder, denoPath } = resolveStackPaths(stackOptionsSchema.parse({}));
  if (!functionsFolder) return 0;
  let report: PackageCacheReport;
  try {
    report = await cacheFunctionPackages({
      functionsFolder,
      denoPath,
      processEnvironment: process.env,
    });
  } catch (error) {
    process.stderr.write(
      `Deno packages of the edge functions NOT cached: ${(error as Error).message}\n`,
    );
    return postinstall ? 0 : 1;
  }
  for (const outcome of report.outcomes) {
    if (outcome.ok) {
      const fetched = outcome.downloads > 0 ? `${outcome.downloads} downloads, ` : '';
      const seconds = (outcome.milliseconds / 1000).toFixed(1);
      process.stdout.write(
        `Deno packages of the edge function ${outcome.name}: cached in ${report.denoDir ?? "Deno's cache"} (${fetched}${seconds} s)\n`,
      );
    } else {
      process.stderr.write(
        `Deno packages of the edge function ${outcome.name} NOT cached: ${describeDenoFailure(outcome.failure)}\n`,
      );
    }
  }
  const failed = report.outcomes.some((outcome) => !outcome.ok);
  return failed && !postinstall ? 1 : 0;
}

process.exitCode = await main();
