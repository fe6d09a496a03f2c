/** Insights: a site's figures (or several sites' together) and their charts. */
export { InsightsScreen } from './components/insights-screen';
