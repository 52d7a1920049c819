/** What a dashboard list shows: a loader, a failure with retry, or its items (maybe none). */
export type ListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; items: readonly T[] };
