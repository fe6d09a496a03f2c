/** Sites: creating one, loading it, and its welcome page with the feedback link and QR poster. */
export { siteQueryKey, useSite } from './api/get-site';
export { CreateSiteForm } from './components/create-site-form';
export { WelcomeScreen } from './components/welcome-screen';
