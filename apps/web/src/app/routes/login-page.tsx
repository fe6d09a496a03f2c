export function LoginPage() {
  return (
    <main>
      <h1>Sitewatch</h1>
    </main>
  );
}
