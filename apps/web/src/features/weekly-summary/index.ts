/** The weekly summary email: a member's setting for it, on the members page. */
export { WeeklySummarySection } from './components/weekly-summary-section';
