import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/class-names';

/**
 * A native checkbox in terminal colours: native keeps form semantics, keyboard use and
 * screen-reader support for free.
 */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function Checkbox({ className, ...props }, ref) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'h-4 w-4 shrink-0 cursor-pointer accent-terminal-foreground',
        'focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
});
