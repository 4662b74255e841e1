import { writeSecretsFile } from './secrets-file';

// A deploy stopped while its secrets file exists: the test sends the signal once the path is out.
const file = await writeSecretsFile({ OPENAI_API_KEY: 'sk-child-value' });
process.stdout.write(`${file.path}\n`);
setInterval(() => undefined, 1_000);
