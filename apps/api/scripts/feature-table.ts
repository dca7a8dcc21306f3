// The table "feature → screens → endpoints → API modules → tests" of ARCHITECTURE.md (issue 30,
// item 5), made from the code itself: the web router's lazy pages, the operations each web feature
// imports from `@app/contracts/operations.gen`, the API files declaring those operations, and the
// test files beside them. `npm run architecture:features` writes it between its markers;
// `feature-table.test.ts` fails when ARCHITECTURE.md holds another one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TABLE_START = '<!-- feature-table:start (npm run architecture:features) -->';
export const TABLE_END = '<!-- feature-table:end -->';

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Operation constant name → operationId, from the generated operations. */
function operationIds(root: string): Map<string, string> {
  // The customers' operations, and the back office's in their own file (decision 152).
  const text = ['operations.gen.ts', 'admin-operations.gen.ts']
    .map((file) => fs.readFileSync(path.join(root, 'packages/contracts/src', file), 'utf8'))
    .join('\n');
  return new Map([...text.matchAll(/export const (\w+) = \{ id: '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
}

/** The operations a set of files imports from the generated table. */
function operationsUsed(files: string[], ids: Map<string, string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@app\/contracts\/(?:admin-)?operations\.gen'/g)) {
      for (const name of m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
        const id = ids.get(name);
        if (id) used.add(id);
      }
    }
  }
  return used;
}

/** operationId → the API module (folder under modules/) or file that declares it. */
function declaringModules(root: string): Map<string, string> {
  const src = path.join(root, 'apps/api/src');
  const owners = new Map<string, string>();
  for (const file of walk(src).filter((f) => !isTest(f))) {
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(src, file).split(path.sep);
    const owner = rel[0] === 'modules' ? rel[1]! : rel.join('/');
    // `operationId: 'a.b'`, or both ids of a route declared twice (`small ? 'a.c' : 'a.d'`).
    for (const m of text.matchAll(/operationId: ([^,\n]+)/g)) for (const id of m[1]!.matchAll(/'([\w.]+)'/g)) owners.set(id[1]!, owner);
  }
  return owners;
}

/** Web feature → the app paths (keys of APP_PATHS) whose lazy page is in that feature. */
function screens(root: string): Map<string, string[]> {
  const router = fs.readFileSync(path.join(root, 'apps/web/src/app/router.tsx'), 'utf8');
  const marks = [
    ...[...router.matchAll(/path: (?:strip\(APP_PATHS\.(\w+)(\([^)]*\))?|'([^']*)'|strip\(path\))/g)].map((m) => ({
      at: m.index,
      // `[APP_PATHS.a, APP_PATHS.b(1)].map((path) => ({ path: strip(path), ... }))`: the list before it.
      path:
        m[3] !== undefined
          ? `'${m[3]}'`
          : m[1] !== undefined
            ? `${m[1]}${m[2] ?? ''}`
            : [...router.slice(0, m.index).matchAll(/\[((?:APP_PATHS\.\w+(?:\([^)]*\))?,?\s*)+)\]\.map/g)]
                .at(-1)![1]!
                .split(',')
                .map((p) => p.trim().replace('APP_PATHS.', ''))
                .filter(Boolean)
                .join(', '),
    })),
    ...[...router.matchAll(/import\('@\/features\/([\w-]+)\//g)].map((m) => ({ at: m.index, feature: m[1]! })),
  ].sort((a, b) => a.at - b.at);
  const byFeature = new Map<string, string[]>();
  let current: string | null = null;
  for (const mark of marks) {
    if ('path' in mark) current = mark.path ?? null;
    else if (current) {
      const list = byFeature.get(mark.feature) ?? [];
      if (!list.includes(current)) list.push(current);
      byFeature.set(mark.feature, list);
    }
  }
  return byFeature;
}

const testCount = (dir: string) => walk(dir).filter(isTest).length;
const cell = (items: string[]) => (items.length ? items.join(', ') : '—');

/** The table, as markdown. */
export function featureTable(root: string): string {
  const ids = operationIds(root);
  const owners = declaringModules(root);
  const pages = screens(root);
  const webSrc = path.join(root, 'apps/web/src');
  const features = fs
    .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const rows: string[] = [
    '| web feature | screens (`APP_PATHS`) | endpoints (operationId) | API modules | tests (web + API files) |',
    '| --- | --- | --- | --- | --- |',
  ];
  const reached = new Set<string>();
  const row = (name: string, dirs: string[], screenList: string[]) => {
    const files = dirs.flatMap((d) => walk(d)).filter((f) => !isTest(f));
    const used = [...operationsUsed(files, ids)].sort();
    const modules = [...new Set(used.map((id) => owners.get(id) ?? '?'))].sort();
    for (const m of modules) reached.add(m);
    const webTests = dirs.reduce((n, d) => n + testCount(d), 0);
    const apiTests = modules.reduce((n, m) => n + testCount(path.join(root, 'apps/api/src/modules', m)), 0);
    rows.push(`| ${name} | ${cell(screenList)} | ${cell(used)} | ${cell(modules)} | ${webTests} + ${apiTests} |`);
  };
  for (const feature of features) row(`\`${feature}\``, [path.join(webSrc, 'features', feature)], pages.get(feature) ?? []);
  // The operators' back office (decision 152): its own entry at /admin, not a page of the router.
  row('back office (`admin`, entry /admin)', [path.join(webSrc, 'admin')], []);
  row(
    'shared (`api`, `components`, `lib`)',
    ['api', 'components', 'lib'].map((d) => path.join(webSrc, d)),
    [],
  );
  const modulesDir = path.join(root, 'apps/api/src/modules');
  const apiOnly = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !reached.has(e.name))
    .map((e) => `\`${e.name}\``)
    .sort();
  return [
    ...rows,
    '',
    `API modules no web screen calls (webhooks, jobs, mails, the public site's server pages, other modules' parts): ${apiOnly.join(', ')}.`,
  ].join('\n');
}

/** ARCHITECTURE.md with the table between its markers replaced by `table`. */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('ARCHITECTURE.md has no feature-table markers');
  return `${markdown.slice(0, start + TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const file = path.join(root, 'ARCHITECTURE.md');
  fs.writeFileSync(file, withTable(fs.readFileSync(file, 'utf8'), featureTable(root)));
  process.stdout.write('wrote the feature table of ARCHITECTURE.md\n');
}
