/** Webhooks: the site owner's endpoints that receive issue events, each with its delivery log, on the members page. */
export { WebhooksSection } from './components/webhooks-section';
