import { siretLookUpSiret } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { siretLookupAnswerSchema, type SiretLookupAnswer } from '@app/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** POST /api/siret/: checks the SIRET and looks the company up (an error carries the field's message). */
export const lookupSiret = (siret: string): Promise<SiretLookupAnswer> =>
  call(siretLookUpSiret, { body: { siret }, schema: import.meta.env.DEV && siretLookupAnswerSchema });

export const useLookupSiret = () => useMutation({ mutationFn: lookupSiret });
