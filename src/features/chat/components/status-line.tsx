/**
 * The banner line; always in the page so screen readers announce each new message. `detail` is
 * a smaller line under it (our own key hints under the spec's help text), kept out of the banner
 * itself so the banner reads exactly as the spec words it.
 */
export function StatusLine({ text, detail }: { text: string | null; detail?: string | null }) {
  return (
    <div className="min-h-5 text-xs tracking-widest">
      <p role="status" aria-live="polite" aria-label="Terminal status" className="font-bold">
        {text}
      </p>
      <p aria-live="polite" className="text-terminal-dim">
        {detail}
      </p>
    </div>
  );
}
