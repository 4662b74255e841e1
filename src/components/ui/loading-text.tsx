/** The pulsing LOADING... shown while the sign-in state or a lazy screen loads. */
export function LoadingText() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-terminal-background font-mono text-terminal-foreground">
      <p role="status" className="animate-pulse text-lg tracking-widest">
        LOADING...
      </p>
    </div>
  );
}
