import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';

/** /app/public-resume/:uuid */
export function PublicResumePage() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Card>
        <PageTitle title={t('pages.publicResume.title')} subtitle={t('pages.publicResume.subtitle')} />
        <ComingSoon description={t('pages.publicResume.description')} />
      </Card>
    </SimpleShell>
  );
}
