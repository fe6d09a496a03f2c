/** The site report: asking for the PDF of a site's issues, sent by email. */
export { GenerateReportPage } from './components/generate-report-page';
