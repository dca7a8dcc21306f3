import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/my-qr-codes */
export function MyQrCodesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.myQrCodes.title')} subtitle={t('pages.myQrCodes.subtitle')} />
      <ComingSoon description={t('pages.myQrCodes.description')} />
    </>
  );
}
