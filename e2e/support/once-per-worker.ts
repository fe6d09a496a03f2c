/**
 * A set-up that the tests of one file share within a worker. The suite runs fully parallel, so Playwright
 * schedules each test on its own and runs a describe's `beforeAll` again before every one of them (for the
 * screens journey, a sign-in, a site and two reports before each of nine tests). This keeps the first set-up's
 * result for the worker's later tests instead; a set-up that failed is tried again by the next test.
 */
export function oncePerWorker<Input, Output>(prepare: (input: Input) => Promise<Output>) {
  let prepared: Promise<Output> | undefined;
  return (input: Input): Promise<Output> => {
    prepared ??= prepare(input).catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    return prepared;
  };
}
