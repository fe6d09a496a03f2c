export function DashboardRoutes() {
  return <main>Dashboard</main>;
}
