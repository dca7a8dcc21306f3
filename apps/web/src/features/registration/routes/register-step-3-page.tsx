import { REGISTRATION_STEPS } from '@app/contracts/constants';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { StepProgress } from '@/components/ui/step-progress';

/** /app/register/3 */
export function RegisterStep3Page() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Stack gap="lg">
        <StepProgress step={3} total={REGISTRATION_STEPS} />
        <Card>
          <PageTitle title={t('pages.RegisterStep3.title')} subtitle={t('pages.RegisterStep3.subtitle')} />
          <ComingSoon description={t('pages.RegisterStep3.description')} />
        </Card>
      </Stack>
    </SimpleShell>
  );
}
