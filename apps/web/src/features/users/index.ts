/** The signed-in manager: their account, its setup, and the browser language sent to the server. */
export { getUser, userQueryKey, useUser } from './api/get-user';
export { useUpdateUser } from './api/update-user';
export { useSyncBrowserLocale } from './api/update-user-locale';
export { AccountSetupForm } from './components/account-setup-form';
