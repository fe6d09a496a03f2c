/** The health check load balancers and the start-up wait read. */
export { healthRoutes } from './health.routes';
