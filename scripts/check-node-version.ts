// `npm test` runs this first (the `pretest` script): it says which Node the run is on, and
// stops the run when that Node is not the one `engines` promises, so CI cannot pass on another.
import { readFileSync } from 'node:fs';
import { describeNodeCheck } from './supported-node';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const check = describeNodeCheck(process.version, packageJson.engines.node);
(check.ok ? process.stdout : process.stderr).write(`${check.line}\n`);
process.exitCode = check.ok ? 0 : 1;
