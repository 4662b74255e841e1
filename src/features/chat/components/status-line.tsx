/**
 * The banner line; always in the page so screen readers announce each new message. `detail` is
 * smaller lines under it (our own key hints and the private mark under the spec's help text,
 * one a line), kept out of the banner
 * itself so the banner reads exactly as the spec words it.
 */
export function StatusLine({ text, detail }: { text: string | null; detail?: string | null }) {
  return (
    <div className="min-h-5 text-xs tracking-widest">
      <p role="status" aria-live="polite" aria-label="Terminal status" className="font-bold">
        {text}
      </p>
      <p aria-live="polite" className="text-terminal-dim">
        {detail?.split('\n').map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}
