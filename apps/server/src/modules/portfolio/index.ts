/** The portfolio: open and critical counts of every site of the signed-in user. */
export { portfolioRoutes } from './portfolio.routes';
