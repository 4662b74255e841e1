/**
 * A module loaded on first use, once: what the function needs only after a reply arrives
 * (metrics, the placing of changes) loads with the first draft an isolate handles, not at
 * start-up, so a cold start answers before reading it; the load overlaps the first vendor call.
 * A load that failed is tried again next time.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
