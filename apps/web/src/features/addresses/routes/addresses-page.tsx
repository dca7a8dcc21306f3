import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/addresses */
export function AddressesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.addresses.title')} subtitle={t('pages.addresses.subtitle')} />
      <ComingSoon description={t('pages.addresses.description')} />
    </>
  );
}
