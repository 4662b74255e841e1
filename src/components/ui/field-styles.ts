/** The look shared by every text field: terminal colours and a visible focus ring. */
export const fieldClassName = [
  'w-full border border-terminal-border bg-terminal-background px-3 py-2 font-mono text-sm text-terminal-foreground',
  'placeholder:text-terminal-dim',
  'focus-visible:border-terminal-foreground focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-terminal-danger',
].join(' ');
