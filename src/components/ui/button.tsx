import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/class-names';

type ButtonVariant = 'default' | 'outline' | 'ghost' | 'quiet' | 'destructive';
type ButtonSize = 'default' | 'small' | 'compact' | 'icon';

const variantClassNames: Record<ButtonVariant, string> = {
  default:
    'border border-terminal-foreground bg-terminal-foreground text-terminal-background hover:bg-terminal-dim',
  outline:
    'border border-terminal-border bg-transparent text-terminal-foreground hover:border-terminal-foreground hover:bg-terminal-surface',
  ghost:
    'border border-transparent bg-transparent text-terminal-foreground hover:bg-terminal-surface',
  // A secondary action beside a form's own button (FORGOT PASSWORD?): dim until pointed at.
  quiet:
    'border border-transparent bg-transparent text-terminal-dim hover:bg-terminal-surface hover:text-terminal-foreground',
  destructive:
    'border border-terminal-danger bg-terminal-danger text-terminal-background hover:bg-transparent hover:text-terminal-danger',
};

const sizeClassNames: Record<ButtonSize, string> = {
  default: 'h-10 px-4 text-sm',
  small: 'h-8 px-3 text-xs',
  // A row of many small buttons that wraps on a phone (the follow-up styles).
  compact: 'h-8 px-2 text-xs sm:px-3',
  icon: 'h-8 w-8 p-0',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The terminal-styled button every screen uses. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'default', size = 'default', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-mono font-bold tracking-wider uppercase transition-colors',
        'focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        variantClassNames[variant],
        sizeClassNames[size],
        className,
      )}
      {...props}
    />
  );
});
