import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';

/** /app/register/success */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  return (
    <SimpleShell>
      <Card>
        <PageTitle title={t('pages.RegisterSuccess.title')} subtitle={t('pages.RegisterSuccess.subtitle')} />
        <ComingSoon description={t('pages.RegisterSuccess.description')} />
      </Card>
    </SimpleShell>
  );
}
