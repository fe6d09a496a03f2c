export function UserRoutes() {
  return <main>User Routes: Not found</main>;
}
