import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones between API modules fire (issue 14): a module that imports another module's
 * insides is refused; through that module's index.ts it is accepted. Linted as text, with the
 * repository's own ESLint configuration, as if the file stood in modules/basket.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The probe is no file of a tsconfig: linted without type information (the zones need none).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const zoneErrors = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  // A file that cannot be parsed would hide the zone: none may be fatal.
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
};

describe('lint zones between API modules', () => {
  const inBasket = 'apps/api/src/modules/basket/zone-probe.ts';

  it("refuses a module importing another module's repository", async () => {
    const errors = await zoneErrors(
      "import { findProfile } from '../resume-shop/candidates/candidates.repository.ts';\nexport const probe = findProfile;\n",
      inBasket,
    );
    expect(errors).toEqual([expect.stringContaining("A module reaches another only through that module's index.ts")]);
  });

  it("accepts the same import through the module's index.ts, and the module's own files", async () => {
    expect(
      await zoneErrors("import { findProfile } from '../resume-shop/index.ts';\nexport const probe = findProfile;\n", inBasket),
    ).toEqual([]);
    expect(await zoneErrors("import { listBasket } from './basket.service.ts';\nexport const probe = listBasket;\n", inBasket)).toEqual([]);
  });

  it('leaves tests free to set up data through repositories', async () => {
    const code = "import { findProfile } from '../resume-shop/candidates/candidates.repository.ts';\nexport const probe = findProfile;\n";
    expect(await zoneErrors(code, 'apps/api/src/modules/basket/zone-probe.test.ts')).toEqual([]);
  });
});

describe('import cycles (issue 30, item 6)', () => {
  const cycleErrors = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  };

  it('refuses a file importing a module that imports it back', async () => {
    // jobs/jobs.service.ts imports lib/db-errors.ts: db-errors importing it closes a cycle.
    const code = "import { createAddressJob } from '../modules/jobs/jobs.service.ts';\nexport const probe = createAddressJob;\n";
    expect(await cycleErrors(code, 'apps/api/src/lib/db-errors.ts')).toEqual(['Dependency cycle detected']);
  });

  it('accepts the same import from a file nothing imports', async () => {
    const code = "import { createAddressJob } from '../modules/jobs/jobs.service.ts';\nexport const probe = createAddressJob;\n";
    expect(await cycleErrors(code, 'apps/api/src/lib/cycle-probe.ts')).toEqual([]);
  });
});

describe('API paths in the web app (issue 30, item 1)', () => {
  const pathErrors = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const refused = expect.stringContaining('no hand-written /api/ path');

  it('refuses a hand-written API path, as a string or in a template', async () => {
    const probe = 'apps/web/src/features/resume-shop/api/path-probe.ts';
    expect(await pathErrors("export const url = '/api/candidates/';\n", probe)).toEqual([refused]);
    expect(await pathErrors('export const url = (id: string) => `/api/candidates/${id}/`;\n', probe)).toEqual([refused]);
  });

  it('accepts the generated operations, and paths in tests', async () => {
    const code = "import { candidatesList } from '@app/contracts/operations.gen';\nexport const op = candidatesList;\n";
    expect(await pathErrors(code, 'apps/web/src/features/resume-shop/api/path-probe.ts')).toEqual([]);
    expect(
      await pathErrors("export const url = '/api/candidates/';\n", 'apps/web/src/features/resume-shop/api/path-probe.test.ts'),
    ).toEqual([]);
  });
});
