import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { notifyError, notifySuccess } from '@/lib/notify';

interface ModalFormOptions<V extends FieldValues> {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  onClose: () => void;
  /** Sends the values; a rejection is a failure. */
  send: (values: V) => Promise<unknown>;
  successText: string;
  /** The toast of a failure; it may first mark the fields the API refused. */
  failureText: (error: unknown, form: UseFormReturn<V>) => string;
}

/**
 * The life of an account modal's form (spec section 5): checked on change, emptied when the modal
 * closes, closed with a success toast once sent, an error toast when refused. Returns the form and
 * the props of `FormModal` it drives.
 */
export function useModalForm<V extends FieldValues>({
  resolver,
  defaultValues,
  onClose,
  send,
  successText,
  failureText,
}: ModalFormOptions<V>) {
  const form = useForm<V>({ resolver, mode: 'onChange', defaultValues });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      notifySuccess(successText);
      close();
    } catch (error) {
      notifyError(failureText(error, form));
    }
  });
  const { isValid, isSubmitting } = form.formState;
  return {
    form,
    modal: {
      onClose: close,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      canSubmit: isValid,
      submitting: isSubmitting,
    },
  };
}
