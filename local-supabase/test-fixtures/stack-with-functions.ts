// A stack serving the fixture functions in a process of its own, for tests that end that process
// the hard way. Prints one JSON line with the functions' process ids once it is ready; with
// `crash` as argument it then dies of an uncaught error.
import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '../start-local-supabase';

const stack = await startLocalSupabase({
  memory: true,
  apiPort: 0,
  mailPort: 0,
  quiet: true,
  functionsFolder: fileURLToPath(new URL('./functions', import.meta.url)),
});
process.stdout.write(`${JSON.stringify({ functionProcessIds: stack.functionProcessIds() })}\n`);
if (process.argv[2] === 'crash') {
  setTimeout(() => {
    throw new Error('the stack process crashed on purpose');
  }, 50);
}
