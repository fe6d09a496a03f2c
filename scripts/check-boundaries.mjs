#!/usr/bin/env node
// Part of `npm run lint`: proves the import boundaries in biome.json bite. For each rule it writes a file that
// breaks it, lints those files and expects each to be refused by that rule, then removes them. A rule that was
// loosened, or an override whose folder moved, makes this fail instead of letting forbidden imports through.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One forbidden import per rule: where it is written, what it imports, and words of the rule's message. */
const probes = [
  {
    rule: 'packages/shared imports no app',
    file: 'packages/shared/src/boundary-probe.ts',
    source: "import { buildApp } from '@sitewatch/server';",
    says: 'packages/shared imports no app',
  },
  {
    rule: 'the zod-free constants entry stays zod-free',
    file: 'packages/shared/src/format/boundary-probe.ts',
    source: "import { z } from 'zod';",
    says: 'zod-free entry',
  },
  {
    rule: 'the web app imports no server code',
    file: 'apps/web/src/boundary-probe.ts',
    source: "import { buildApp } from '../../server/src/app';",
    says: 'The web app imports no server code',
  },
  {
    rule: 'the visitor page ships without zod',
    file: 'apps/web/src/features/feedback/boundary-probe.ts',
    source: "import { z } from 'zod';",
    says: 'The visitor page ships without zod',
  },
  {
    rule: 'the visitor page has no router',
    file: 'apps/web/src/features/feedback/boundary-probe-router.ts',
    source: "import { useParams } from 'react-router';",
    says: 'The visitor page has no router',
  },
  {
    rule: 'the app imports a feature through its entry',
    file: 'apps/web/src/app/boundary-probe.ts',
    source: "import { useUser } from '../features/users/api/get-user';",
    says: 'Import a feature through its entry',
  },
  {
    rule: 'one feature imports another only through its entry',
    file: 'apps/web/src/features/reports/components/boundary-probe.ts',
    source: "import { useUser } from '../../users/api/get-user';",
    says: 'One feature imports another only through its entry',
  },
  {
    rule: 'one feature imports another only through its entry, from the top of a feature',
    file: 'apps/web/src/features/reports/boundary-probe.ts',
    source: "import { useUser } from '../users/api/get-user';",
    says: 'One feature imports another only through its entry',
  },
  {
    rule: 'one feature imports another only through its entry, on the visitor page too',
    file: 'apps/web/src/features/feedback/chat/boundary-probe.ts',
    source: "import { useUser } from '../../users/api/get-user';",
    says: 'One feature imports another only through its entry',
  },
  {
    rule: 'adapters, plugins, lib and db import nothing of modules/',
    file: 'apps/server/src/adapters/boundary-probe.ts',
    source: "import { createPublicIssue } from '../modules/issues/create-issue';",
    says: 'import nothing of modules/',
  },
  {
    rule: 'db imports nothing of modules/ either',
    file: 'apps/server/src/db/boundary-probe-modules.ts',
    source: "import { createPublicIssue } from '../modules/issues/create-issue';",
    says: 'import nothing of modules/',
  },
  {
    rule: 'db imports nothing of adapters/',
    file: 'apps/server/src/db/boundary-probe.ts',
    source: "import { createStorage } from '../adapters/storage/create-storage';",
    says: 'Storage knows no adapter',
  },
  {
    rule: 'one module imports another only through its entry',
    file: 'apps/server/src/modules/visitor-reports/boundary-probe.ts',
    source: "import { createPublicIssue } from '../issues/create-issue';",
    says: 'One module imports another only through its entry',
  },
  {
    rule: 'one module imports another only through its entry, from a folder inside a module',
    file: 'apps/server/src/modules/visitor-reports/boundary-probe/probe.ts',
    source: "import { findMemberSite } from '../../sites/find-member-site';",
    says: 'One module imports another only through its entry',
  },
  {
    rule: 'one module imports another only through its entry, two folders down',
    file: 'apps/server/src/modules/visitor-reports/boundary-probe/nested/probe.ts',
    source: "import { claimUploads } from '../../../files/claim-uploads';",
    says: 'One module imports another only through its entry',
  },
  {
    rule: 'the composition root imports each module through its entry',
    file: 'apps/server/src/boundary-probe.ts',
    source: "import { issuesRoutes } from './modules/issues/issues.routes';",
    says: 'Import a module through its entry',
  },
  {
    rule: 'the server imports nothing of the web app',
    file: 'apps/server/src/modules/boundary-probe.ts',
    source: "import { JobScreen } from '../../../web/src/features/assignments/components/job-screen';",
    says: 'The server knows no screen',
  },
  {
    rule: 'the server imports nothing of the web app, in its layers too',
    file: 'apps/server/src/lib/boundary-probe.ts',
    source: "import { JobScreen } from '../../../web/src/features/assignments/components/job-screen';",
    says: 'The server knows no screen',
  },
  {
    rule: 'ui primitives import no feature',
    file: 'apps/web/src/ui/boundary-probe.ts',
    source: "import { JobScreen } from '../features/assignments/components/job-screen';",
    says: 'Primitives know no feature',
  },
  {
    rule: 'journeys drive the built product, never app source',
    file: 'e2e/support/boundary-probe.ts',
    source: "import { buildApp } from '../../apps/server/src/app';",
    says: 'never app source files',
  },
];

/** The deepest module file the module-entry overrides in biome.json reach: modules/<name>/<a>/<b>/<file>.ts. */
const deepestModuleFolder = 3;
/** The deepest feature file the feature-entry overrides in biome.json reach: features/<name>/<a>/<file>.ts(x). */
const deepestFeatureFolder = 2;

const written = [];
const madeFolders = [];
let failures = 0;
try {
  const modules = path.join(root, 'apps/server/src/modules');
  for (const entry of fs.readdirSync(modules, { recursive: true })) {
    const depth = entry.split(path.sep).length - 1;
    if (depth > deepestModuleFolder && entry.endsWith('.ts')) {
      failures += 1;
      console.error(`✗ modules/${entry} lies deeper than the module-entry overrides in biome.json reach: add one.`);
    }
  }
  const features = path.join(root, 'apps/web/src/features');
  for (const entry of fs.readdirSync(features, { recursive: true })) {
    const depth = entry.split(path.sep).length - 1;
    if (depth > deepestFeatureFolder && /\.tsx?$/.test(entry)) {
      failures += 1;
      console.error(`✗ features/${entry} lies deeper than the feature-entry overrides in biome.json reach: add one.`);
    }
  }
  for (const probe of probes) {
    const file = path.join(root, probe.file);
    if (fs.existsSync(file)) throw new Error(`${probe.file} exists already`);
    const folder = path.dirname(file);
    if (!fs.existsSync(folder)) {
      madeFolders.unshift(fs.mkdirSync(folder, { recursive: true }));
    }
    // Used, so the only complaint is the import itself.
    const name = /import \{ (\w+) \}/.exec(probe.source)?.[1];
    fs.writeFileSync(file, `${probe.source}\n\nexport const probe = ${name};\n`);
    written.push(file);
  }
  const result = spawnSync('npx', ['biome', 'lint', '--reporter=json', ...probes.map((probe) => probe.file)], {
    cwd: root,
    encoding: 'utf8',
  });
  const diagnostics = JSON.parse(result.stdout).diagnostics ?? [];
  for (const probe of probes) {
    const refused = diagnostics.some(
      (diagnostic) =>
        diagnostic.location?.path === probe.file &&
        diagnostic.category === 'lint/style/noRestrictedImports' &&
        diagnostic.message.includes(probe.says),
    );
    if (!refused) {
      failures += 1;
      console.error(`✗ boundary not enforced: ${probe.rule} (${probe.file}: ${probe.source})`);
    }
  }
} finally {
  for (const file of written) fs.rmSync(file, { force: true });
  for (const folder of madeFolders) fs.rmSync(folder, { recursive: true, force: true });
}
if (failures > 0) process.exit(1);
console.log(`Import boundaries: each of ${probes.length} rules refused a forbidden import.`);
