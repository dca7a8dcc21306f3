import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineReplacements } from '../../vite-plugins/mantine-replacements';
import { useId } from './mantine-use-id';

/** Renders its id, and how many times it rendered. */
function Labelled({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  const [renders] = useState(() => ({ count: 0 }));
  renders.count += 1;
  return <span data-testid="labelled" data-id={id} data-renders={renders.count} />;
}

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
    const load = mantineReplacements([
      { file: 'hooks/esm/use-id/use-id.mjs', exports: ['useId'], module: '/repo/apps/web/src/lib/mantine-use-id.ts' },
      { file: 'core/esm/components/Portal/Portal.mjs', exports: ['Portal'], module: '/repo/apps/web/src/lib/mantine-portal.tsx' },
    ]).load as (id: string) => string | null;
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe('export { useId } from "/repo/apps/web/src/lib/mantine-use-id.ts";\n');
    expect(load('C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Portal\\Portal.mjs?v=1')).toBe(
      'export { Portal } from "/repo/apps/web/src/lib/mantine-portal.tsx";\n',
    );
    expect(load('/repo/node_modules/@mantine/core/esm/components/Portal/OptionalPortal.mjs')).toBeNull();
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-did-update/use-did-update.mjs')).toBeNull();
    expect(load('/repo/node_modules/@mantine/core/esm/components/Tooltip/Tooltip.mjs')).toBeNull();
  });
});
