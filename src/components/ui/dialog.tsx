import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, type ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** Radix dialog: focus trap, Escape, aria-modal and labelling come with it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Keeps the page behind an open dialog from scrolling. Radix's Overlay does this by injecting a
 * `<style>` element whose text depends on the scrollbar's width, which no CSP hash can cover;
 * these inline properties are set through the CSSOM, which the Content-Security-Policy allows.
 */
function PageScrollLock() {
  useLayoutEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the scrollbar would shift the page sideways by its width: pad that width back.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
  return null;
}

/** The dialog box with its dimmed backdrop (the page behind stays still while it is open). */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <PageScrollLock />
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/80" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'border border-terminal-foreground bg-terminal-background p-6 font-mono text-terminal-foreground',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-bold tracking-widest uppercase', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-3 text-sm leading-relaxed text-terminal-foreground', className)}
      {...props}
    />
  );
}
