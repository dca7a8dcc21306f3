import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/account */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.account.title')} subtitle={t('pages.account.subtitle')} />
      <ComingSoon description={t('pages.account.description')} />
    </>
  );
}
