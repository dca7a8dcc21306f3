import { TextInput, type TextInputProps } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { forwardRef } from 'react';

/** A required e-mail field with the @ icon, filled in by the browser from the saved addresses. */
export const EmailInput = forwardRef<HTMLInputElement, TextInputProps>(function EmailInput(props, ref) {
  return <TextInput ref={ref} type="email" autoComplete="email" leftSection={<IconAt size={18} />} withAsterisk {...props} />;
});
