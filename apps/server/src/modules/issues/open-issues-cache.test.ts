import zlib from 'node:zlib';
import { emptyIssueFilter, issueFilterCriteria, type OpenIssueRow, sortIssues } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { createOpenIssuesCache, isNotModified, pickListEncoding } from './open-issues-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const issueRow = (id: string, createdAt: number, location: string) =>
  ({ id, createdAt, location, priority: { id: 'MEDIUM', level: 2 }, category: { id: 'CLEANING' } }) as OpenIssueRow;
const issueTitled = (title: string) => ({ id: title, title }) as unknown as OpenIssueRow;

describe('createOpenIssuesCache', () => {
  it('loads a site once for concurrent requests and serves the same bytes until invalidated', async () => {
    let loads = 0;
    const cache = createOpenIssuesCache({
      load: async () => {
        loads += 1;
        return [issueTitled(`v${loads}`)];
      },
    });
    const [a, b] = await Promise.all([cache.get('s1'), cache.get('s1')]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect((await cache.get('s1')).body().toString()).toBe('[{"id":"v1","title":"v1"}]');
    cache.invalidate('s1');
    const after = await cache.get('s1');
    expect(loads).toBe(2);
    expect(after.etag).not.toBe(a.etag);
  });

  it('never hands out a list whose load started before a change, to requests after the change', async () => {
    const first = deferred<OpenIssueRow[]>();
    const loads = [first.promise, Promise.resolve([issueTitled('new')])];
    const cache = createOpenIssuesCache({ load: () => loads.shift() ?? Promise.reject(new Error('extra load')) });
    const early = cache.get('s1');
    cache.invalidate('s1');
    const late = cache.get('s1');
    first.resolve([issueTitled('old')]);
    expect((await early).body().toString()).toContain('old');
    expect((await late).body().toString()).toContain('new');
    expect((await cache.get('s1')).body().toString()).toContain('new');
  });

  it('does not keep a failed load, and drops the least recently used site beyond its size', async () => {
    let fail = true;
    const cache = createOpenIssuesCache({
      maxSites: 2,
      load: async (siteId) => {
        if (fail) throw new Error('database down');
        return [issueTitled(siteId)];
      },
    });
    await expect(cache.get('s1')).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get('s1')).issueCount).toBe(1);
    await cache.get('s2');
    await cache.get('s3');
    expect(cache.size()).toBe(2);
  });

  it('compresses once per encoding', async () => {
    const cache = createOpenIssuesCache({ load: async () => [issueTitled('x'.repeat(5000))] });
    const list = await cache.get('s1');
    const br = await list.encoded('br');
    expect(await list.encoded('br')).toBe(br);
    expect(br.length).toBeLessThan(list.body().length / 10);
  });
});

describe('createOpenIssuesCache applying changes', () => {
  const row = (id: string, title: string, createdAt = 1) =>
    ({
      id,
      title,
      createdAt,
      location: 'Lobby',
      priority: { id: 'MEDIUM', level: 2 },
      category: { id: 'CLEANING' },
    }) as OpenIssueRow;

  /** A cache over an in-memory table, counting whole reads and row reads, with reads held until released. */
  function setUpCache(rows: OpenIssueRow[], isApplyingAtOnce = false) {
    const table = new Map(rows.map((r) => [r.id, r]));
    const counts = { whole: 0, rows: 0 };
    const held: Array<() => void> = [];
    let holding = false;
    let onHeld = () => {};
    const wait = () => {
      if (!holding) return Promise.resolve();
      const read = new Promise<void>((resolve) => held.push(resolve));
      onHeld();
      return read;
    };
    const cache = createOpenIssuesCache({
      load: async () => {
        counts.whole += 1;
        const snapshot = [...table.values()];
        await wait();
        return snapshot;
      },
      loadRows: async (_siteId, ids) => {
        counts.rows += 1;
        const snapshot = ids.flatMap((id) => table.get(id) ?? []);
        await wait();
        return snapshot;
      },
      isApplyingAtOnce,
    });
    return {
      table,
      counts,
      cache,
      /** From now on reads wait for `release`; resolves once one has started (taken its rows) and waits. */
      hold: () => {
        holding = true;
        return new Promise<void>((resolve) => {
          onHeld = resolve;
        });
      },
      release: () => {
        holding = false;
        for (const resolve of held.splice(0)) resolve();
      },
    };
  }
  const ids = (list: { sorted(sort: 'latest'): readonly OpenIssueRow[] }) => list.sorted('latest').map((r) => r.id);

  it('reads only the changed row, and keeps the list when the row reads back unchanged', async () => {
    const t = setUpCache([row('a', 'A', 1), row('b', 'B', 2)]);
    const first = await t.cache.get('s1');
    t.table.set('c', row('c', 'C', 3));
    t.cache.change('s1', 'c');
    const second = await t.cache.get('s1');
    expect(ids(second)).toEqual(['c', 'b', 'a']);
    expect(t.counts).toEqual({ whole: 1, rows: 1 });
    expect(second.etag).not.toBe(first.etag);
    t.cache.change('s1', 'c');
    expect(await t.cache.get('s1')).toBe(second);
    t.table.delete('a');
    t.cache.change('s1', 'a');
    expect(ids(await t.cache.get('s1'))).toEqual(['c', 'b']);
    t.cache.invalidate('s1');
    await t.cache.get('s1');
    expect(t.counts).toEqual({ whole: 2, rows: 3 });
  });

  it('applies a change heard while the list is being read whole, so it is not lost', async () => {
    const t = setUpCache([row('a', 'A')]);
    const reading = t.hold();
    const early = t.cache.get('s1');
    await reading;
    // The whole read took its rows before this change was made.
    t.table.set('a', row('a', 'A renamed'));
    t.cache.change('s1', 'a');
    const late = t.cache.get('s1');
    t.release();
    expect((await early).sorted('latest')[0]?.title).toBe('A');
    expect((await late).sorted('latest')[0]?.title).toBe('A renamed');
    expect((await t.cache.get('s1')).sorted('latest')[0]?.title).toBe('A renamed');
    expect(t.counts).toEqual({ whole: 1, rows: 1 });
  });

  it('applies a change heard while another change is being read', async () => {
    const t = setUpCache([row('a', 'A', 1)]);
    await t.cache.get('s1');
    t.table.set('b', row('b', 'B', 2));
    t.cache.change('s1', 'b');
    const reading = t.hold();
    const first = t.cache.get('s1');
    await reading;
    t.table.set('c', row('c', 'C', 3));
    t.cache.change('s1', 'c');
    const second = t.cache.get('s1');
    t.release();
    expect(ids(await first)).toEqual(['b', 'a']);
    expect(ids(await second)).toEqual(['c', 'b', 'a']);
    expect(ids(await t.cache.get('s1'))).toEqual(['c', 'b', 'a']);
  });

  it('with isApplyingAtOnce, applies a change before the next request, changes heard meanwhile together', async () => {
    const t = setUpCache([row('a', 'A', 1)], true);
    await t.cache.get('s1');
    const reading = t.hold();
    t.table.set('b', row('b', 'B', 2));
    t.cache.change('s1', 'b');
    await reading;
    t.table.set('c', row('c', 'C', 3));
    t.cache.change('s1', 'c');
    t.table.set('d', row('d', 'D', 4));
    t.cache.change('s1', 'd');
    t.release();
    const next = t.hold();
    // The second background read (c and d) starts without any request.
    await next;
    t.release();
    expect(ids(await t.cache.get('s1'))).toEqual(['d', 'c', 'b', 'a']);
    expect(t.counts).toEqual({ whole: 1, rows: 2 });
  });

  it('does not keep a failed row read: the next request reads the change again', async () => {
    const t = setUpCache([row('a', 'A', 1)]);
    await t.cache.get('s1');
    t.table.set('b', row('b', 'B', 2));
    t.cache.change('s1', 'b');
    const table = t.table;
    t.table.get = () => {
      throw new Error('database down');
    };
    await expect(t.cache.get('s1')).rejects.toThrow('database down');
    t.table.get = Map.prototype.get.bind(table);
    expect(ids(await t.cache.get('s1'))).toEqual(['b', 'a']);
  });
});

describe('pickListEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickListEncoding('gzip, deflate, br')).toBe('br');
    expect(pickListEncoding('gzip')).toBe('gzip');
    expect(pickListEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickListEncoding('identity')).toBeUndefined();
    expect(pickListEncoding(undefined)).toBeUndefined();
    expect(pickListEncoding('*')).toBe('br');
  });
});

describe('isNotModified', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(isNotModified('W/"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('*', 'W/"abc"')).toBe(true);
    expect(isNotModified('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isNotModified(undefined, 'W/"abc"')).toBe(false);
  });

  it('keeps each sort and filter order until the list changes, and filters with the shared rules', async () => {
    const rows = [issueRow('a', 3, 'Lobby'), issueRow('b', 2, 'Car park'), issueRow('c', 1, 'Lobby')];
    const cache = createOpenIssuesCache({ load: async () => rows });
    const list = await cache.get('s1');
    const everything = issueFilterCriteria(emptyIssueFilter);
    const lobby = issueFilterCriteria({ ...emptyIssueFilter, location: 'Lobby' });
    expect(list.matching('latest', everything)).toBe(list.sorted('latest'));
    const lobbyLatest = list.matching('latest', lobby);
    expect(lobbyLatest.map((row) => row.id)).toEqual(
      sortIssues(rows, 'latest')
        .filter((row) => row.location === 'Lobby')
        .map((row) => row.id),
    );
    // The same request again is a lookup, not a new filter of the whole list.
    expect(list.matching('latest', { ...lobby })).toBe(lobbyLatest);
    expect(list.matching('oldest', lobby)).not.toBe(lobbyLatest);
    cache.invalidate('s1');
    expect((await cache.get('s1')).matching('latest', lobby)).not.toBe(lobbyLatest);
  });

  it('builds and compresses a page once per list, query and encoding', async () => {
    const cache = createOpenIssuesCache({ load: async () => [issueTitled('a')] });
    const list = await cache.get('s1');
    let builds = 0;
    const build = () => {
      builds += 1;
      return '{"issues":[]}';
    };
    const plain = await list.page('/p?limit=100', undefined, build);
    expect(plain.toString()).toBe('{"issues":[]}');
    expect(await list.page('/p?limit=100', undefined, build)).toBe(plain);
    const br = await list.page('/p?limit=100', 'br', build);
    expect(zlib.brotliDecompressSync(br).toString()).toBe('{"issues":[]}');
    expect(await list.page('/p?limit=100', 'br', build)).toBe(br);
    expect(builds).toBe(2);
    cache.invalidate('s1');
    await (await cache.get('s1')).page('/p?limit=100', undefined, build);
    expect(builds).toBe(3);
  });
});
