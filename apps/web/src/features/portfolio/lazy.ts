/**
 * What pages load on demand from this feature, in a chunk of its own (the side menu's counts, issue 29). Imported
 * with `import()` through the feature's index, which pages also import statically, the bundler would count every
 * module of the index as reachable from the on-demand chunk and split the code they share into further chunks: the
 * live list would load more bytes for the same code.
 */
export { SiteIssueCounts } from './components/site-issue-counts';
