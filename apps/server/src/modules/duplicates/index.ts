/**
 * Duplicate detection: which open issue of a site a new report repeats. The built-in reading (the place, its
 * kind and number, and what is wrong, in any language) with trigram similarity, or the configured judge.
 */
export { findDuplicateIssue } from './find-duplicate-issue';
