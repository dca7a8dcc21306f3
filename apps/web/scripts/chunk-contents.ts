// What a built file holds, module by module, in brotli bytes (decision 167). Builds the browser's
// files in memory (`write: false`), then for each file named on the command line (by chunk name:
// `framework`, `mantine`, ...) prints its modules grouped by package (or source folder): each
// module's rendered code compressed alone, scaled so that the rows add up to the file's own brotli
// size. Run: `node --experimental-strip-types scripts/chunk-contents.ts framework mantine`.
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const byModule = process.argv.includes('--modules');
process.env.NODE_ENV = 'production';
const result = (await build({
  root,
  mode: 'production',
  configFile: `${root}/vite.config.ts`,
  logLevel: 'silent',
  build: { write: false },
})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap((o) => o.output)
  .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
const br = (s: string) => brotliCompressSync(Buffer.from(s)).length;

/** `node_modules/@mantine/core/...` -> `@mantine/core`; `apps/web/src/lib/x.ts` -> `src/lib`. */
function owner(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = id.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const rel = id.replace(/.*\/(apps\/web|packages\/contracts)\//, '$1/').replace(/^apps\/web\//, '');
  return byModule
    ? rel
    : rel
        .split('/')
        .slice(0, rel.startsWith('src/features') ? 3 : 2)
        .join('/');
}

for (const name of names) {
  for (const chunk of chunks.filter((c) => c.fileName.startsWith(`assets/${name}-`))) {
    const total = br(chunk.code);
    const rows = new Map<string, { raw: number; br: number }>();
    for (const [id, mod] of Object.entries(chunk.modules)) {
      const code = mod.code ?? '';
      if (!code) continue;
      const key = byModule && id.includes('node_modules') ? id.replace(/.*node_modules\//, '') : owner(id);
      const row = rows.get(key) ?? { raw: 0, br: 0 };
      row.raw += code.length;
      row.br += br(code);
      rows.set(key, row);
    }
    const sum = [...rows.values()].reduce((s, r) => s + r.br, 0);
    process.stdout.write(`\n${chunk.fileName}: ${(chunk.code.length / 1000).toFixed(1)} kB raw, ${(total / 1000).toFixed(1)} kB brotli\n`);
    for (const [key, row] of [...rows].sort((a, b) => b[1].br - a[1].br))
      process.stdout.write(
        `${(((row.br / sum) * total) / 1000).toFixed(1).padStart(6)} kB  ${(row.raw / 1000).toFixed(1).padStart(6)} raw  ${key}\n`,
      );
  }
}
