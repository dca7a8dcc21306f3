import { siretLookupAnswerSchema, type SiretLookupAnswer } from '@app/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/siret/: checks the SIRET and looks the company up (an error carries the field's message). */
export const lookupSiret = (siret: string): Promise<SiretLookupAnswer> => http.post('/api/siret/', { siret }, { schema: import.meta.env.DEV && siretLookupAnswerSchema });

export const useLookupSiret = () => useMutation({ mutationFn: lookupSiret });
