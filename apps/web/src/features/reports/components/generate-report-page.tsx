export function GenerateReportPage() {
  return <main>Generating Report</main>;
}
