import { compactIban } from '@app/contracts/iban';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type BankValues = FieldValues & { accountHolderName: string; iban: string; currentPassword: string };

/**
 * Whether the form's holder or IBAN differs from the saved ones (a first one too): the API then
 * wants the current password (decision 116), and the form asks for it before saving.
 */
export function useBankChange<T extends BankValues>(
  form: Pick<UseFormReturn<T>, 'watch'>,
  saved: { accountHolderName: string | null; iban: string | null },
) {
  const [holder, iban, password] = form.watch(['accountHolderName', 'iban', 'currentPassword'] as Path<T>[]) as unknown as [
    string,
    string,
    string,
  ];
  const changed = (holder ?? '').trim() !== (saved.accountHolderName ?? '') || compactIban(iban ?? '') !== (saved.iban ?? '');
  return { changed, passwordMissing: changed && !password };
}
