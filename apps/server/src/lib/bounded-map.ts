/**
 * Sets `key` as the map's newest entry; past `max` entries the oldest goes (a Map keeps insertion order),
 * so a cache keyed by what clients send cannot grow without end.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
