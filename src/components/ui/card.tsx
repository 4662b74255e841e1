import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/class-names';

/** A bordered terminal panel. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'border border-terminal-border bg-terminal-surface text-terminal-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The card's heading area. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('space-y-1 border-b border-terminal-border p-4', className)} {...props} />
  );
}

/** The card's title; a heading so screen-reader users can jump between panels. */
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 className={cn('text-base font-bold tracking-widest uppercase', className)} {...props} />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-4', className)} {...props} />;
}
