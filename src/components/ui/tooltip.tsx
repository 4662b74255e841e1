import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** Tooltips open after 200 ms (spec §9) everywhere in the app. */
export const tooltipDelayMs = 200;

/** Shares one delay and one "skip delay" window between every tooltip. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={tooltipDelayMs}>{children}</TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  /** The text shown; keep it short, it repeats the control's accessible name. */
  content: string;
  /** One focusable element that triggers the tooltip. */
  children: ReactElement;
}

/** A small hint on hover or keyboard focus. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="z-50 border border-terminal-border bg-terminal-background px-2 py-1 font-mono text-xs text-terminal-foreground"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
