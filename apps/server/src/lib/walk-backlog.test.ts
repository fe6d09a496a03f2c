import { describe, expect, it } from 'vitest';
import { walkBacklog, yieldToEventLoop } from './walk-backlog';

/** A backlog answered from memory: every await resolves as a microtask, as PGlite's queries do. */
function memoryBacklog(size: number) {
  const rows = Array.from({ length: size }, (_, i) => i);
  const fetched: number[] = [];
  return {
    fetched,
    async fetchBatch(after: number | undefined, limit: number) {
      fetched.push(limit);
      return rows.filter((row) => after === undefined || row > after).slice(0, limit);
    },
  };
}

describe('walkBacklog', () => {
  it('visits a backlog larger than one batch completely, each row once, in bounded batches', async () => {
    const backlog = memoryBacklog(23);
    const handled: number[] = [];
    const visited = await walkBacklog({
      batchSize: 5,
      maxRows: 100,
      fetchBatch: backlog.fetchBatch,
      cursorOf: (row) => row,
      handle: async (row) => {
        handled.push(row);
      },
    });
    expect(visited).toBe(23);
    expect(handled).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(backlog.fetched).toEqual([5, 5, 5, 5, 5]);
  });

  it('stops at maxRows and leaves the rest for the next run', async () => {
    const backlog = memoryBacklog(23);
    const handled: number[] = [];
    const visit = () =>
      walkBacklog({
        batchSize: 5,
        maxRows: 12,
        fetchBatch: backlog.fetchBatch,
        cursorOf: (row) => row,
        handle: async (row) => {
          handled.push(row);
        },
      });
    expect(await visit()).toBe(12);
    expect(backlog.fetched).toEqual([5, 5, 2]);
    expect(handled).toHaveLength(12);
  });

  it('lets a timer run between batches even when nothing it awaits leaves the microtask queue', async () => {
    const backlog = memoryBacklog(20);
    const handledWhenTimerFired: number[] = [];
    let handled = 0;
    setTimeout(() => handledWhenTimerFired.push(handled), 0);
    await walkBacklog({
      batchSize: 5,
      maxRows: 100,
      // Each query holds the thread for 2 ms, as PGlite's do, so the timer (due after 1 ms) is due at the
      // first yield; an instant walk would end before any timer is due, yielding or not.
      fetchBatch: (after: number | undefined, limit: number) => {
        const until = performance.now() + 2;
        while (performance.now() < until) {
          // Busy work, as a query on this thread would be.
        }
        return backlog.fetchBatch(after, limit);
      },
      cursorOf: (row) => row,
      handle: async () => {
        handled += 1;
      },
    });
    expect(handledWhenTimerFired).toHaveLength(1);
    expect(handledWhenTimerFired[0]).toBeLessThan(20);
  });

  it('yields within a batch once it has held the event loop for a slice', async () => {
    const backlog = memoryBacklog(6);
    let handled = 0;
    const firedAt: number[] = [];
    setTimeout(() => firedAt.push(handled), 0);
    await walkBacklog({
      batchSize: 100,
      maxRows: 100,
      sliceMs: 1,
      fetchBatch: backlog.fetchBatch,
      cursorOf: (row) => row,
      handle: async () => {
        const until = performance.now() + 2;
        while (performance.now() < until) {
          // Busy work, as a slow row would be.
        }
        handled += 1;
      },
    });
    expect(firedAt[0]).toBeLessThan(6);
  });
});

describe('walkBacklog with a handler for whole batches', () => {
  it('lets a timer run between fetching a batch and handling it', async () => {
    const backlog = memoryBacklog(5);
    const order: string[] = [];
    await walkBacklog({
      batchSize: 10,
      maxRows: 10,
      fetchBatch: async (after: number | undefined, limit: number) => {
        setTimeout(() => order.push('timer'), 0);
        const until = performance.now() + 2;
        while (performance.now() < until) {
          // Busy work, as the batch's query on PGlite's thread would be.
        }
        order.push('fetched');
        return backlog.fetchBatch(after, limit);
      },
      cursorOf: (row) => row,
      handleBatch: async (rows) => {
        order.push(`handled ${rows.length}`);
      },
    });
    expect(order).toEqual(['fetched', 'timer', 'handled 5']);
  });
});

describe('yieldToEventLoop', () => {
  it('gives background work that yielded at once one turn of the event loop each, with timers and I/O between', async () => {
    const order: string[] = [];
    const holdThread = () => {
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // Busy work, as a slice of a sweep or a job on PGlite would be.
      }
    };
    await Promise.all(
      ['sweep', 'job'].map(async (name) => {
        await yieldToEventLoop();
        order.push(name);
        // Set by the first slice, due before it ends: a request waiting while background work holds the loop.
        // (Set before either yielded, a timer could come first or second depending on the loop's phase then.)
        if (name === 'sweep') setTimeout(() => order.push('timer'), 0);
        holdThread();
      }),
    );
    // Both in one turn, the timer would wait for the sum of their slices: ['sweep', 'job', 'timer'].
    expect(order).toEqual(['sweep', 'timer', 'job']);
  });
});
