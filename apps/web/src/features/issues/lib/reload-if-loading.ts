import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Call after writing a live change into the cache. A load of the same data still on its way may have been
 * read before the change: landing after it, its answer would put the older state back with no event left to
 * correct it. Such a load is cancelled and asked again, so the answer that lands was read after the change.
 */
export function reloadIfLoading(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) > 0)
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: true });
}
