/**
 * What the tests that start a server process run. `npm test` builds the product before the server's tests and
 * sets TEST_SERVER=built (scripts/test.mjs): those servers then start from the production build, as deployed,
 * instead of compiling the source through tsx at every start (about 2 s of CPU each, and a third of the
 * start-up and crash-restart suites' CPU). A test file run on its own starts the source, so it never runs a
 * stale build.
 */
export const serverUnderTest: 'built' | 'source' = process.env.TEST_SERVER === 'built' ? 'built' : 'source';
