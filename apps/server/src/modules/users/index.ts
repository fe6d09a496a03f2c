/** The signed-in user: account, language, and the sites they are a member of. */
export { listUserSites } from './list-user-sites';
export { usersRoutes } from './users.routes';
