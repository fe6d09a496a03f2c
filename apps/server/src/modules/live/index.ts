/** Live issues: the hub that feeds each connected screen, and the event streams of a site and of all a user's sites. */

export { liveRoutes } from './live.routes';
export { LiveHub } from './live-hub';
