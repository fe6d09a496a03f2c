/** The feedback page's public site information (its name, page settings and whether voice is on). */
export { publicSiteRoutes } from './public-site.routes';
