import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `@sitewatch/shared/constants` is what the visitor page and the dashboard's live list load instead of the
// schemas: a value imported from a file that imports zod, at any depth, would bring zod into their bundles.
// Type imports are erased, so they may name the schemas' files.

const here = path.dirname(fileURLToPath(import.meta.url));
const valueImport = /^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?'([^']+)';/gm;

/** The files a file loads at run time, and the packages it names, following relative imports. */
function walkValueImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const specifiers = [...readFileSync(file, 'utf8').matchAll(valueImport)].map((match) => match[1]!);
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) walkValueImports(`${path.resolve(path.dirname(file), specifier)}.ts`, seen);
  }
  return seen;
}

describe('the constants entry', () => {
  it('loads no file that imports zod', () => {
    const files = walkValueImports(path.join(here, 'constants.ts'));
    const withZod = [...files].filter(([, specifiers]) => specifiers.includes('zod')).map(([file]) => file);
    expect(files.size).toBeGreaterThan(20);
    expect(withZod.map((file) => path.relative(here, file))).toEqual([]);
  });
});
