import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Call after writing a live change into the cache. A load of the same data still on its way may have been
 * read before the change: landing after it, its answer would put the older state back with no event left to
 * correct it. Such a load is cancelled and asked again, so the answer that lands was read after the change.
 * The cancel is explicit: `cancelRefetch` alone cancels only a query that already has data, and a first load
 * (nothing cached yet, so the change itself could not be written) would otherwise land as it was read.
 */
export function reloadIfLoading(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) === 0) return;
  void queryClient
    .cancelQueries({ queryKey })
    .then(() => queryClient.invalidateQueries({ queryKey }))
    .catch(() => {
      // A failed reload shows as the query's error, with its retry; nothing more to do here.
    });
}
