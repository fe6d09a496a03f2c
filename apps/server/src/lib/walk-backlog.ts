/** Background work waiting for its turn, oldest first. */
const waitingTurns: (() => void)[] = [];
let isTurnScheduled = false;

function giveNextTurn(): void {
  const next = waitingTurns.shift();
  // Scheduled from inside an immediate, the next turn comes in the next loop iteration, after its I/O.
  isTurnScheduled = waitingTurns.length > 0;
  if (isTurnScheduled) setImmediate(giveNextTurn);
  next?.();
}

/**
 * Lets timers, I/O and waiting requests run before the caller goes on. Awaiting a query is not enough on
 * PGlite: it runs on this thread and answers as a microtask, so a loop of queries never lets the event loop
 * turn and a long one stalls every request (and sets off load shedding).
 *
 * Background work takes turns: one waiting caller goes on per turn of the event loop. With plain setImmediate
 * every sweep and job worker that yielded in the same turn went on in the same check phase, one after another,
 * so a backlog held the loop for the sum of their slices, however small each was.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waitingTurns.push(resolve);
    if (isTurnScheduled) return;
    isTurnScheduled = true;
    setImmediate(giveNextTurn);
  });
}

/** How long background work may hold the event loop before it lets others run (well inside the 50 ms budget). */
export const backgroundSliceMs = 10;

/** Yields when the work since the last yield took longer than sliceMs. */
export function createTimeSlicer(sliceMs = backgroundSliceMs): { maybeYield(): Promise<void> } {
  let since = performance.now();
  return {
    async maybeYield() {
      if (performance.now() - since < sliceMs) return;
      await yieldToEventLoop();
      since = performance.now();
    },
  };
}

export interface WalkBacklogOptions<TRow, TCursor> {
  /** Rows a query may read at once (its LIMIT). */
  batchSize: number;
  /** Rows one run may visit; the rest waits for the next run (a sweep job must finish well before it expires). */
  maxRows: number;
  /** The next rows after `after` (undefined: from the start), in the order of their cursor, at most `limit`. */
  fetchBatch(after: TCursor | undefined, limit: number): Promise<TRow[]>;
  cursorOf(row: TRow): TCursor;
  /** Handles one row; a run yields within a batch once it has held the event loop for a slice. */
  handle?(row: TRow): Promise<void>;
  /** Handles a batch's rows at once instead (one statement for the lot, e.g. the jobs they need). */
  handleBatch?(rows: TRow[]): Promise<unknown>;
  sliceMs?: number;
}

/**
 * Walks a backlog in bounded batches, yielding to the event loop between batches and whenever a batch has
 * held it for a slice. The cursor moves past every row it visits, so a row another runner holds (and that so
 * stays in the backlog) is visited once per run, not fetched again and again. Answers the rows visited.
 */
export async function walkBacklog<TRow, TCursor>(options: WalkBacklogOptions<TRow, TCursor>): Promise<number> {
  const slicer = createTimeSlicer(options.sliceMs);
  let cursor: TCursor | undefined;
  let visited = 0;
  while (visited < options.maxRows) {
    const limit = Math.min(options.batchSize, options.maxRows - visited);
    const rows = await options.fetchBatch(cursor, limit);
    if (options.handleBatch && rows.length > 0) {
      // The batch's statements (a claim, the jobs' insert, a mark) come after a turn, not in the fetch's block.
      await yieldToEventLoop();
      await options.handleBatch(rows);
    }
    const { handle } = options;
    if (handle) {
      for (const row of rows) {
        await handle(row);
        await slicer.maybeYield();
      }
    }
    visited += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < limit || last === undefined) break;
    cursor = options.cursorOf(last);
    await yieldToEventLoop();
  }
  return visited;
}
