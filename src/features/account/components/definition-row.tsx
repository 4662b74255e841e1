import type { ReactNode } from 'react';

/** One labelled value of an account panel (a definition list row), with an optional dim note. */
export function DefinitionRow({
  label,
  note,
  children,
}: {
  label: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 border-b border-terminal-border py-2 last:border-b-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="shrink-0 text-xs tracking-widest text-terminal-dim uppercase">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere sm:text-right">
        {children}
        {note ? <span className="mt-1 block text-xs text-terminal-dim">{note}</span> : null}
      </dd>
    </div>
  );
}
