import type { ApplyAnswer } from '@app/contracts/apply';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/apply';

/** Thank-you screen after a sent application. */
export function ApplySuccess({ answer, firstName, onAgain }: { answer: ApplyAnswer; firstName: string; onAgain?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="apply-success">
      <ThemeIcon size={80} radius="xl" color="brand" variant="light">
        <IconCircleCheck size={46} />
      </ThemeIcon>
      <Title order={2}>{t('views.apply.success_title', { firstName })}</Title>
      <Text maw={440}>
        {answer.jobName
          ? t('views.apply.success_text_job', { job: answer.jobName, site: answer.siteName })
          : t('views.apply.success_text_free', { site: answer.siteName })}
      </Text>
      <Text size="sm" c="dimmed" maw={440}>
        {t('views.apply.success_next')}
      </Text>
      {onAgain ? (
        <Button variant="light" onClick={onAgain} data-testid="apply-again">
          {t('views.apply.apply_again')}
        </Button>
      ) : null}
    </Stack>
  );
}
