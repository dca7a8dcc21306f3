import { withVat } from '@app/contracts/catalogue';
import type { SubscriptionInfo } from '@app/contracts/orders';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { formatLongDate, formatPrice } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelSubscription, useResumeSubscription, useSubscriptions } from '../api/subscriptions';
import '@/locales/account';

/** Where the account page's invoices list starts (the router puts it below the page). */
export const INVOICES_ANCHOR = 'factures';

/** The plan's latest subscription: the one running, else the last one. */
const latestPremium = (list: SubscriptionInfo[]): SubscriptionInfo | undefined =>
  list.filter((s) => s.product.code === 'premium_headhunter').sort((a, b) => b.currentPeriodEnd.localeCompare(a.currentPeriodEnd))[0];

/**
 * The premium head-hunter's plan in the account (issue 29): the plan, its price (a month, a year
 * excl. and incl. VAT, as charged), when it renews or ends, a link to the invoices, and "stop the
 * renewal" (the subscription runs to the end of its paid period, then stops); while that period
 * runs, "restart the renewal" undoes it through the payment provider (decision 136).
 */
export function PremiumSubscriptionCard() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const plan = subscriptions.data ? latestPremium(subscriptions.data) : undefined;
  const confirmation = useConfirmation({
    mutation: cancel,
    title: t('views.account.subscription.stop_title'),
    confirmLabel: t('views.account.subscription.stop_confirm'),
    testId: 'premium-stop',
    onConfirm: (close) => {
      if (!plan) return;
      cancel.mutate(plan.uuid, {
        onSuccess: () => {
          close();
          notifySuccess(t('views.account.subscription.stop_success'));
        },
        onError: () => notifyError(t('views.account.subscription.stop_error')),
      });
    },
  });
  if (!plan) return null;
  const months = plan.price.intervalMonths ?? 12;
  const year = Math.round((plan.price.unitAmount / months) * 12);
  const end = formatLongDate(plan.currentPeriodEnd);
  const running = plan.status === 'active' || plan.status === 'past_due';
  const state = !running ? 'ended' : plan.cancelAtPeriodEnd ? 'ending' : 'renews';
  return (
    <Card withBorder radius="md" p="lg" data-testid="premium-subscription" data-state={state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg">
            {t('views.account.subscription.title')}
          </Title>
          <Badge
            color={state === 'renews' ? 'brand' : state === 'ending' ? 'accent' : 'gray'}
            variant="light"
            leftSection={<IconCrown size={14} />}
          >
            {t(`views.account.subscription.badge_${state}`)}
          </Badge>
        </Group>
        <Text fw={700}>{t('views.account.subscription.plan')}</Text>
        <Text size="sm" data-testid="premium-subscription-price">
          {t('views.account.subscription.price', {
            month: formatPrice(Math.round(year / 12)),
            year: formatPrice(year),
            yearTtc: formatPrice(withVat(year)),
          })}
        </Text>
        <Text size="sm" fw={600} data-testid="premium-subscription-period">
          {t(`views.account.subscription.${state}`, { date: end })}
        </Text>
        <Group justify="space-between" gap="sm">
          <Anchor href={`#${INVOICES_ANCHOR}`} size="sm" data-testid="premium-subscription-invoices">
            {t('views.account.subscription.invoices')}
          </Anchor>
          {state === 'renews' ? (
            <Button variant="default" size="xs" onClick={confirmation.open} data-testid="premium-stop-open">
              {t('views.account.subscription.stop')}
            </Button>
          ) : state === 'ending' ? (
            <Button
              size="xs"
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(plan.uuid, {
                  onSuccess: () => notifySuccess(t('views.account.subscription.resume_success', { date: end })),
                  onError: () => notifyError(t('views.account.subscription.resume_error')),
                })
              }
              data-testid="premium-resume"
            >
              {t('views.account.subscription.resume')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal {...confirmation.modalProps}>
        <Text size="sm">{t('views.account.subscription.stop_text', { date: end })}</Text>
      </ConfirmModal>
    </Card>
  );
}
