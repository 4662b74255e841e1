import { Fragment } from 'react';

// Global and case-insensitive; capturing, so String.split keeps the addresses in its result.
const emailAddressPattern = /([a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/gi;

interface LegalTextProps {
  text: string;
}

/** Renders a paragraph or list item as plain text, with each e-mail address as a mailto link. */
export function LegalText({ text }: LegalTextProps) {
  const parts = text.split(emailAddressPattern);
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="underline underline-offset-4 hover:text-terminal-dim focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
