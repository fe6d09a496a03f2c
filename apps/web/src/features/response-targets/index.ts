/** Response targets: how soon each priority is due, set on the members page. */
export { ResponseTargetsSection } from './components/response-targets-section';
