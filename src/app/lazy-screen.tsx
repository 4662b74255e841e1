import { lazy, useState, type ComponentType } from 'react';

/** A screen whose module loads on demand, and can be loaded ahead of its first render. */
export interface LazyScreen {
  /** Renders the screen: at once when its module is already there, else through Suspense. */
  Screen: ComponentType;
  /** Loads the module (once; a failed load is tried again on the next call). */
  preload(): Promise<void>;
}

/**
 * `React.lazy` with a preload. React.lazy suspends on the first render even when the module has
 * already arrived, so the first screen would paint LOADING... and then render again; a screen
 * loaded by `preload()` renders in the same pass as everything around it.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component later
    // would be a different element type, and React would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  return { Screen, preload: () => loadOnce().then(() => undefined) };
}
