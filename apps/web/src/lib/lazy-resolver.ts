import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose code (zod, the form's schema from the contracts, the resolver) is
 * fetched at the form's first validation, not with the screen that shows the form (decision 163):
 * zod is 23 kB of the first load of every screen with a form, and a form validates only once
 * typed in or submitted. react-hook-form awaits a resolver, so the checks and their messages are
 * the same; the first one waits for the file (a few kB, once).
 *
 *   resolver: lazyZodResolver(() => import('@app/contracts/business-units').then((m) => m.createBusinessUnitBodySchema))
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    ));
  return async (values, context, options) => (await load())(values, context, options);
}
