import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/class-names';

/** A form label in the terminal's small-caps style. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn(
        'block text-xs font-bold tracking-widest text-terminal-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}
