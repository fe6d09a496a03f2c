import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The product's face (Inter, latin subset, variable weight) for the embedded sign-in page, read
 * from the same font package the web app bundles; the page would otherwise fall back to the
 * system's face.
 */
export async function readSignInFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  return readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
}

/** The product's mark (as apps/web/public/favicon.svg), so the sign-in page has an icon and no 404. */
export const signInFavicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0d0f12"/><circle cx="16" cy="16" r="9" fill="none" stroke="#6e9bff" stroke-width="3"/><circle cx="16" cy="16" r="3" fill="#6e9bff"/></svg>\n';
