/** Sites: creating one, and the membership check every site-scoped route starts with (404 for a stranger). */
export { findMemberSite, findMemberSiteId } from './find-member-site';
export { toSiteDto } from './site-dto';
export { sitesRoutes } from './sites.routes';
