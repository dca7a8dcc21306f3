import { REGISTRATION_STEPS } from '@app/contracts/constants';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { StepProgress } from '@/components/ui/step-progress';

/** /app/register/4 */
export function RegisterStep4Page() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Stack gap="lg">
        <StepProgress step={4} total={REGISTRATION_STEPS} />
        <Card>
          <PageTitle title={t('pages.RegisterStep4.title')} subtitle={t('pages.RegisterStep4.subtitle')} />
          <ComingSoon description={t('pages.RegisterStep4.description')} />
        </Card>
      </Stack>
    </SimpleShell>
  );
}
