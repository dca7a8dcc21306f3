import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

interface FormSaveButtonProps {
  label: string;
  /** The form's state: the button waits for a valid form and spins while it is sent. */
  formState: { isValid: boolean; isSubmitting: boolean };
  testId: string;
}

/** The Save button of a form, at the right under its fields. */
export function FormSaveButton({ label, formState, testId }: FormSaveButtonProps) {
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={16} />}
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
        data-testid={testId}
      >
        {label}
      </Button>
    </Group>
  );
}
