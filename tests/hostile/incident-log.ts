import type { StackLogger } from '../../local-supabase/stack-logger';

/**
 * A stack logger that keeps what would mean the stack broke: every error line, a function that
 * exited (and was restarted), and a function log entry of level "error" (an unexpected exception
 * in the route handler, a usage row that could not be written). Errors are printed as well.
 */
export interface IncidentLog {
  logger: StackLogger;
  incidents(): string[];
}

export function createIncidentLog(write: (line: string) => void): IncidentLog {
  const incidents: string[] = [];
  const keep = (label: string, message: string) => {
    incidents.push(`[${label}] ${message}`);
    write(`[${label}] ${message}`);
  };
  return {
    logger: {
      info(label, message) {
        if (label.startsWith('fn:') && /"level":"error"/.test(message)) keep(label, message);
      },
      warn(label, message) {
        if (label.startsWith('fn:') && /\bexited\b/.test(message)) keep(label, message);
      },
      error: keep,
    },
    incidents: () => [...incidents],
  };
}
