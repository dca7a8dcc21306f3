import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MANTINE_REPLACEMENTS, mantineReplacements } from '../../vite-plugins/mantine-replacements';
import { useId } from './mantine-use-id';

/** Renders its id, and how many times it rendered. */
function Labelled({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  const [renders] = useState(() => ({ count: 0 }));
  renders.count += 1;
  return <span data-testid="labelled" data-id={id} data-renders={renders.count} />;
}

/** apps/web: Vitest's root (vitest.config.ts). */
const webRoot = process.cwd();

describe("Mantine's useId in the build, and the plugin that puts it there (decision 113)", () => {
  it('gives each component its own id, the same at every render, and one render at mount', () => {
    const { getAllByTestId, rerender } = render(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    const first = getAllByTestId('labelled').map((el) => el.dataset.id);
    expect(first[0]).toMatch(/^mantine-/);
    expect(first[0]).not.toBe(first[1]);
    // Mantine's own hook rendered each component a second time to swap in a random id.
    expect(getAllByTestId('labelled').map((el) => el.dataset.renders)).toEqual(['1', '1']);
    rerender(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    expect(getAllByTestId('labelled').map((el) => el.dataset.id)).toEqual(first);
  });

  it('returns the id it is given', () => {
    const { getByTestId } = render(<Labelled staticId="search-field" />);
    expect(getByTestId('labelled').dataset.id).toBe('search-field');
  });

  it("replaces Mantine's use-id and Portal modules, and no other file", () => {
    const load = mantineReplacements(MANTINE_REPLACEMENTS.map((r) => ({ ...r, module: `/repo/apps/web/${r.module}` }))).load as (
      id: string,
    ) => string | null;
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(
      'export { useId } from "/repo/apps/web/src/lib/mantine-use-id.ts";\n',
    );
    expect(load('C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Portal\\Portal.mjs?v=1')).toBe(
      'export { Portal } from "/repo/apps/web/src/lib/mantine-portal.tsx";\n',
    );
    expect(load('/repo/node_modules/@mantine/core/esm/components/Portal/OptionalPortal.mjs')).toBeNull();
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-did-update/use-did-update.mjs')).toBeNull();
    expect(load('/repo/node_modules/@mantine/core/esm/components/Tooltip/Tooltip.mjs')).toBeNull();
  });

  // Issue 30, item 4: the build swaps Mantine's files while the dev server and these tests run the
  // originals; an upgrade that changes or moves a swapped file must be looked at, not shipped blind.
  it.each(MANTINE_REPLACEMENTS)("finds Mantine's $file as its replacement was written against", (replacement) => {
    const require = createRequire(import.meta.url);
    const [pkg] = replacement.file.split('/');
    const entry = require.resolve(`@mantine/${pkg}`).replaceAll('\\', '/');
    const packageRoot = entry.slice(0, entry.indexOf(`/@mantine/${pkg}/`) + `/@mantine/${pkg}`.length);
    const original = path.join(packageRoot, replacement.file.slice(pkg!.length + 1));
    expect(fs.existsSync(original), `${original} moved: the build would silently keep Mantine's own module`).toBe(true);
    const source = fs.readFileSync(original);
    const exported = [...source.toString('utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1]!.split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      ),
    );
    expect(exported.sort()).toEqual([...replacement.exports].sort());
    const module = path.join(webRoot, replacement.module);
    expect(fs.existsSync(module), module).toBe(true);
    expect(
      createHash('sha256').update(source).digest('hex'),
      `Mantine's ${replacement.file} changed: check ${replacement.module} against it, then update its sha256`,
    ).toBe(replacement.sha256);
  });
});
