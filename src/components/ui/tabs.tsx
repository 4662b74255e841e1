import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** Radix tabs: arrow-key navigation and tab/tabpanel roles come with it. */
export const Tabs = TabsPrimitive.Root;

/** The row of tab buttons. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid grid-cols-2 border-b border-terminal-border', className)}
      {...props}
    />
  );
}

/** One tab button; the active one is filled. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'h-10 font-mono text-sm font-bold tracking-widest text-terminal-foreground uppercase',
        'hover:bg-terminal-surface data-[state=active]:bg-terminal-foreground data-[state=active]:text-terminal-background',
        'focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none focus-visible:ring-inset',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('p-4 focus-visible:outline-none', className)} {...props} />
  );
}
