/** Polls `check` until it returns a value (not undefined/false) or the time is up: a condition, not a sleep. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<Exclude<T, false | undefined | null>> {
  // Inside the suite's 60 s test timeout; 20 s ran out for a queued email with both cores busy.
  const deadline = Date.now() + (options.timeoutMs ?? 50_000);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false && value !== null)
        return value as Exclude<T, false | undefined | null>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out waiting for ${options.what ?? 'a condition'}${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
