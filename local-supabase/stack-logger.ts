/** Where the stack reports what it does; every line carries the part that said it. */
export interface StackLogger {
  info(label: string, message: string): void;
  warn(label: string, message: string): void;
  error(label: string, message: string): void;
}

export interface StackLoggerOptions {
  /** Only warnings and errors are written. */
  quiet?: boolean;
  write?: (line: string) => void;
}

export function createStackLogger(options: StackLoggerOptions = {}): StackLogger {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const emit = (label: string, message: string) => {
    for (const line of message.split('\n')) write(`[${label}] ${line}`);
  };
  return {
    info: (label, message) => {
      if (!options.quiet) emit(label, message);
    },
    warn: (label, message) => emit(label, message),
    error: (label, message) => emit(label, message),
  };
}
