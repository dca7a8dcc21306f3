import { AFFILIATE_REGISTRATION_STEPS } from '@app/contracts/constants';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { StepProgress } from '@/components/ui/step-progress';

/** /app/register-affiliate/3 */
export function RegisterAffiliateStep3Page() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Stack gap="lg">
        <StepProgress step={3} total={AFFILIATE_REGISTRATION_STEPS} />
        <Card>
          <PageTitle title={t('pages.RegisterAffiliateStep3.title')} subtitle={t('pages.RegisterAffiliateStep3.subtitle')} />
          <ComingSoon description={t('pages.RegisterAffiliateStep3.description')} />
        </Card>
      </Stack>
    </SimpleShell>
  );
}
