/** The activity: an issue's timeline as members read it, and the notes they add to it. */
export { activityRoutes } from './activity.routes';
