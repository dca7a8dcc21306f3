import { APP_PATHS } from '@app/contracts/routes';
import { Alert, Badge, Card, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDiamond, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { removeFromBasket } from '@/lib/basket';
import { candidateKeys } from '@/lib/candidates';
import { formatMoney } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useResumeOrder } from '../api/get-resume-order';
import { EmptyStateCard, CenteredMessage } from '@/components/ui/centered-message';
import { IconHeading } from '@/components/ui/icon-heading';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/basket';
import '@/locales/shared';

/**
 * /app/shopping-order-confirmed/:uuid: back from the checkout, waits for the webhook to mark the
 * order paid, then lists the bought candidates (their contact details are available at once) and
 * takes them out of the basket.
 */
export function ShoppingOrderConfirmedPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useResumeOrder(uuid);
  const handled = useRef(false);
  const data = order.data;

  useEffect(() => {
    if (order.isError) notifyError(t('views.shopping_order_confirmed.error'));
  }, [order.isError, t]);
  useEffect(() => {
    if (data?.status !== 'paid' || handled.current) return;
    handled.current = true;
    removeFromBasket(data.candidates.map((c) => c.uuid));
    void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  }, [data, queryClient]);

  return (
    <>
      <PageTitle title={t('pages.shoppingOrderConfirmed.title')} subtitle={t('pages.shoppingOrderConfirmed.subtitle')} />
      {order.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t('views.shopping_order_confirmed.error')}
        </Alert>
      ) : !data || data.status === 'pending' ? (
        <EmptyStateCard
          testId="order-pending"
          card={{ py: 56 }}
          visual={<Loader />}
          title={t('views.shopping_order_confirmed.pending_title')}
          text={t('views.shopping_order_confirmed.pending_text')}
        />
      ) : data.status !== 'paid' ? (
        <Card py={40} data-testid="order-failed">
          <CenteredMessage
            icon={IconAlertTriangle}
            iconColor="red"
            titleSize="lg"
            title={t('views.shopping_order_confirmed.failed_title')}
            text={t('views.shopping_order_confirmed.failed_text')}
            textSize="sm"
          >
            <LinkButton to={APP_PATHS.shoppingBasket} variant="light">
              {t('views.shopping_order_confirmed.back_basket')}
            </LinkButton>
          </CenteredMessage>
        </Card>
      ) : (
        <Card padding="xl" data-testid="order-paid" maw={760}>
          <IconHeading
            mb="lg"
            icon={IconCircleCheck}
            badge={{ size: 56, radius: 'xl', variant: 'light', color: 'teal', glyph: 30 }}
            titleOrder={2}
            titleSize="xl"
            title={t('views.shopping_order_confirmed.paid_title')}
            text={t('views.shopping_order_confirmed.paid_text')}
          >
            <Text size="sm" fw={600} data-testid="order-total">
              {t('views.shopping_order_confirmed.total', { amount: formatMoney(data.totalInclVat) })}
            </Text>
          </IconHeading>
          <Stack gap="sm">
            {data.candidates.map((candidate) => (
              <Paper key={candidate.uuid} withBorder radius="md" p="sm" data-testid="order-candidate">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" radius="xl">
                      <IconUser size={16} />
                    </ThemeIcon>
                    <Text fw={600}>{[candidate.firstName, candidate.lastName].filter(Boolean).join(' ')}</Text>
                    {candidate.tag === 'rare' ? (
                      <Badge color="accent" size="sm" leftSection={<IconDiamond size={11} />}>
                        {t('components.candidate_card.rare')}
                      </Badge>
                    ) : null}
                  </Group>
                  <LinkButton to={APP_PATHS.resumesShopDetail(candidate.uuid)} size="xs" variant="light" data-testid="order-candidate-link">
                    {t('views.shopping_order_confirmed.view_profile')}
                  </LinkButton>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Group mt="xl">
            <LinkButton to={APP_PATHS.resumesShop} variant="default">
              {t('views.shopping_order_confirmed.back_shop')}
            </LinkButton>
          </Group>
        </Card>
      )}
    </>
  );
}
