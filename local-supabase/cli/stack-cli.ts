import { startLocalSupabase } from '../start-local-supabase';
import { createStackLogger } from '../stack-logger';
import { parseStackArguments, stackUsage } from './cli-arguments';
import { startupBanner } from './startup-banner';

/** `npm run stack`: start the local stack, print where it is, stop cleanly on Ctrl+C. */
async function main(): Promise<number> {
  let request;
  try {
    request = parseStackArguments(process.argv.slice(2), process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${stackUsage}\n`);
    return 2;
  }
  if (request.kind === 'help') {
    process.stdout.write(`${stackUsage}\n`);
    return 0;
  }
  const logger = createStackLogger({ quiet: request.options.quiet ?? false });
  const startedAt = performance.now();
  let stack;
  try {
    stack = await startLocalSupabase({ ...request.options, logger });
  } catch (error) {
    logger.error('stack', (error as Error).message);
    return 1;
  }
  process.stdout.write(`${startupBanner(stack, performance.now() - startedAt)}\n`);
  const running = stack;
  await new Promise<void>((resolve) => {
    let signals = 0;
    // Ctrl+C under `npm run dev` brings SIGINT then concurrently's SIGTERM: both mean "stop
    // cleanly", so the second must not cut the shutdown short; a third forces the exit.
    const shutdown = () => {
      signals += 1;
      if (signals === 1) {
        logger.info('stack', 'stopping…');
        void running.stop().then(resolve);
      } else if (signals >= 3) {
        process.exit(130);
      }
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  });
  return 0;
}

process.exitCode = await main();
