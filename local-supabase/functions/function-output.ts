import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { StackLogger } from '../stack-logger';

interface OutputLine {
  level: 'info' | 'warn';
  text: string;
}

/**
 * The log of one start of a function. Until the function serves, its lines are held back: if it
 * never serves, they are read for the cause (said once, in one line) instead of repeating the
 * same error at every restart. Once it serves, what was held is written and the rest goes
 * straight to the stack's log under `fn:<name>`. Deno's package download progress is only
 * counted: a failing start would repeat it at every attempt.
 */
export class FunctionOutput {
  #held: OutputLine[] = [];
  #serving = false;
  downloads = 0;

  constructor(
    private readonly label: string,
    private readonly logger: StackLogger,
  ) {}

  /** Follows the child's stdout (news) and stderr (problems, but for Deno's address line). */
  follow(child: ChildProcess): void {
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (text) =>
        this.#write({ level: 'info', text }),
      );
    }
    if (child.stderr) {
      createInterface({ input: child.stderr }).on('line', (text) =>
        this.#write({ level: text.startsWith('Listening on ') ? 'info' : 'warn', text }),
      );
    }
  }

  /** The function serves: what it said while starting is news now. */
  release(): void {
    this.#serving = true;
    for (const line of this.#held.splice(0)) this.logger[line.level](this.label, line.text);
  }

  /** What the function said before it stopped without ever serving. */
  heldLines(): string[] {
    return this.#held.map((line) => line.text);
  }

  #write(line: OutputLine): void {
    if (this.#serving) {
      this.logger[line.level](this.label, line.text);
    } else if (line.text.startsWith('Download ')) {
      this.downloads += 1;
    } else {
      this.#held.push(line);
    }
  }
}
