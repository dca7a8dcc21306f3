import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/candidate-signup';

/** Thank-you screen after the sign-up. */
export function SignupSuccess({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="signup-success">
      <ThemeIcon size={80} radius="xl" color="brand" variant="light">
        <IconCircleCheck size={46} />
      </ThemeIcon>
      <Title order={2}>{t('views.candidate_signup.success_title', { firstName })}</Title>
      <Text maw={440}>{t('views.candidate_signup.success_text')}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {t('views.candidate_signup.success_next')}
      </Text>
    </Stack>
  );
}
