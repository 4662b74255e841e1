/** The banner line; always in the page so screen readers announce each new message. */
export function StatusLine({ text }: { text: string | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      aria-label="Terminal status"
      className="min-h-5 text-xs font-bold tracking-widest"
    >
      {text}
    </p>
  );
}
