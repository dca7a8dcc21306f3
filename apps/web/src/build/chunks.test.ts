import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

const root = path.resolve(import.meta.dirname, '../..');

/** Every module a chunk runs before its own code: its own and those of the files it imports statically. */
function staticModules(chunk: Chunk, byFile: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const modules: string[] = [];
  const stack = [chunk.fileName];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const next = byFile.get(file);
    if (!next) continue;
    modules.push(...next.moduleIds);
    stack.push(...next.imports);
  }
  return modules;
}

describe('how the build groups modules into files (decisions 085 and 114)', () => {
  let pages: { page: string; modules: string[] }[] = [];

  beforeAll(async () => {
    // What `vite build` makes: vitest runs with NODE_ENV=test, for which Vite builds with
    // `import.meta.env.DEV` true (and keeps the development checks of the answers, with zod).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = (await build({
      root,
      mode: 'production',
      configFile: `${root}/vite.config.ts`,
      logLevel: 'silent',
      build: { write: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    })) as Output | Output[];
    const chunks = (Array.isArray(result) ? result : [result])
      .flatMap((output) => output.output)
      .filter((item): item is Chunk => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    pages = chunks
      .filter(
        (chunk) => chunk.facadeModuleId && /[\\/]src[\\/]features[\\/](?!marketing)[^\\/]+[\\/]routes[\\/]/.test(chunk.facadeModuleId),
      )
      .map((chunk) => ({ page: chunk.facadeModuleId!.replace(/.*[\\/]src[\\/]/, ''), modules: staticModules(chunk, byFile) }));
  }, 120_000);

  it('finds the pages of the application', () => {
    expect(pages.map((p) => p.page)).toEqual(
      expect.arrayContaining(['features/addresses/routes/addresses-page.tsx', 'features/resume-shop/routes/resumes-shop-page.tsx']),
    );
  });

  it("loads the public site's carousel with no page of the application", () => {
    const carrying = pages
      .filter((p) => p.modules.some((id) => /embla-carousel|@mantine[\\/]carousel|sector-carousel/.test(id)))
      .map((p) => p.page);
    expect(carrying).toEqual([]);
  });

  it('loads zod with no page whose first screen checks no form', () => {
    // The lists: their forms (job edits, filters kept in the address) open in modals or check nothing.
    const listPages = [
      'features/jobs/routes/jobs-page.tsx',
      'features/resume-shop/routes/resumes-shop-page.tsx',
      'features/applications/routes/resumes-page.tsx',
      'features/basket/routes/shopping-basket-page.tsx',
    ];
    const withZod = pages
      .filter((p) => listPages.includes(p.page) && p.modules.some((id) => /node_modules[\\/]zod[\\/]/.test(id)))
      .map((p) => p.page);
    expect(pages.filter((p) => listPages.includes(p.page))).toHaveLength(listPages.length);
    expect(withZod).toEqual([]);
  });

  it('loads zod on the business units page when its form first validates, not with the page (decision 163)', () => {
    const page = pages.find((p) => p.page === 'features/business-units/routes/business-units-page.tsx');
    expect(page?.modules.some((id) => /node_modules[\\/]react-hook-form[\\/]/.test(id))).toBe(true);
    expect(page?.modules.filter((id) => /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]business-units\.ts$/.test(id))).toEqual([]);
  });

  it("keeps Mantine's choice inputs off the screens that show none at first (decision 163)", () => {
    const screens = [
      'features/jobs/routes/dashboard-page.tsx',
      'features/jobs/routes/jobs-page.tsx',
      'features/business-units/routes/business-units-page.tsx',
      'features/basket/routes/shopping-basket-page.tsx',
      'features/affiliates/routes/affiliate-dashboard-page.tsx',
    ];
    const choiceInputs = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|MultiSelect|Chip|SegmentedControl)[\\/]/;
    expect(pages.filter((p) => screens.includes(p.page))).toHaveLength(screens.length);
    expect(pages.filter((p) => screens.includes(p.page) && p.modules.some((id) => choiceInputs.test(id))).map((p) => p.page)).toEqual([]);
  });
});
