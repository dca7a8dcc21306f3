import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** /app/affiliate/profile */
export function AffiliateProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.affiliateProfile.title')} subtitle={t('pages.affiliateProfile.subtitle')} />
      <ComingSoon description={t('pages.affiliateProfile.description')} />
    </>
  );
}
