import { Toaster } from 'sonner';

/** The one toaster: terminal look, errors in red. Loaded after the first screen that can toast. */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      closeButton
      toastOptions={{
        classNames: {
          toast:
            '!rounded-none !border !border-terminal-foreground !bg-terminal-background !font-mono !text-terminal-foreground',
          title: '!font-bold !tracking-wider',
          description: '!text-inherit',
          // The attribute selector outranks the base toast border, whatever order Tailwind emits.
          error:
            '[&[data-type=error]]:!border-terminal-danger [&[data-type=error]]:!text-terminal-danger',
        },
      }}
    />
  );
}
