import { accountListSupportViews } from '@app/contracts/operations.gen';
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { call } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import '@/locales/account';

/**
 * The account's history of the support's read-only views (issue 34 item 2, decision 161): "consulté
 * par le support le ...". Shown only when there is one.
 */
export function SupportViewsCard() {
  const { t } = useTranslation();
  const views = useQuery({ queryKey: ['account', 'support-views'], queryFn: () => call(accountListSupportViews) });
  if (!views.data?.views.length) return null;
  return (
    <SectionCard title={t('views.account.support_views_title')} testId="support-views-card">
      <List size="sm">
        {views.data.views.map((view) => (
          <List.Item key={view.at}>
            <Text size="sm">{t('views.account.support_views_item', { date: formatDateTime(view.at) })}</Text>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
