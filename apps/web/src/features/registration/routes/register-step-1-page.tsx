import { REGISTRATION_STEPS } from '@app/contracts/constants';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { StepProgress } from '@/components/ui/step-progress';

/** /app/register, /app/register/1 */
export function RegisterStep1Page() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Stack gap="lg">
        <StepProgress step={1} total={REGISTRATION_STEPS} />
        <Card>
          <PageTitle title={t('pages.RegisterStep1.title')} subtitle={t('pages.RegisterStep1.subtitle')} />
          <ComingSoon description={t('pages.RegisterStep1.description')} />
        </Card>
      </Stack>
    </SimpleShell>
  );
}
