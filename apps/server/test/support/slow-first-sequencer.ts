import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend most of their time waiting (server processes starting and restarting, job retries with
 * real delays, a digest window) or measuring (the held-out corpus over HTTP). Started first, they wait while
 * the other worker runs the many short files; started last (on a fresh clone vitest has no timings and
 * orders by file size), one of them was a tail of half a minute with a core idle.
 */
const slowFiles = [
  'test/background-jobs/crash-restart.test.ts',
  'test/intake/intake-quality.test.ts',
  'test/background-jobs/two-instances.test.ts',
  'src/startup.test.ts',
  'test/webhooks/webhooks.test.ts',
  'test/notifications/notification-digest.test.ts',
  'test/background-jobs/job-queue.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = slowFiles.findIndex((slow) => file.moduleId.endsWith(slow));
  return index === -1 ? slowFiles.length : index;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keeps vitest's order (failed first, then slowest known).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
