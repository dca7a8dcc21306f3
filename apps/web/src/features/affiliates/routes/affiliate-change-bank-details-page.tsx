import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/affiliate/change-bank-details */
export function AffiliateChangeBankDetailsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.affiliateChangeBankDetails.title')} subtitle={t('pages.affiliateChangeBankDetails.subtitle')} />
      <ComingSoon description={t('pages.affiliateChangeBankDetails.description')} />
    </>
  );
}
