import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().trim().min(1, 'Le nom est requis').max(5, 'Trop long') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver (decision 163)', () => {
  it('loads the schema at the first validation only, once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ name: 'a' }, undefined, options);
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers as zodResolver does: the parsed values, or the errors by field with their messages', async () => {
    const lazy = lazyZodResolver(() => Promise.resolve(schema));
    const eager = zodResolver(schema);
    for (const values of [{ name: '  Paris ' }, { name: '' }, { name: 'Marseille' }]) {
      expect(await lazy(values, undefined, options)).toEqual(await eager(values, undefined, options));
    }
    expect(await lazy({ name: '' }, undefined, options)).toMatchObject({ values: {}, errors: { name: { message: 'Le nom est requis' } } });
    expect(await lazy({ name: ' Lyon ' }, undefined, options)).toEqual({ values: { name: 'Lyon' }, errors: {} });
  });
});
