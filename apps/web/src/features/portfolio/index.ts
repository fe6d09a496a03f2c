/**
 * All of a user's sites together (issue 29): their summary, the site filter and site names. Each site's counts in
 * the side menu load on demand, through lazy.ts.
 */
export { sitesSummaryQueryOptions } from './api/get-sites-summary';
export { SiteFilter } from './components/site-filter';
export { useSiteNames } from './lib/use-site-names';
