import { APP_PATHS } from '@app/contracts/routes';
import type { BasketItem } from '@app/contracts/basket';
import { Anchor, Badge, Button, Card, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCircleCheck, IconDiamond, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CandidateAvatar } from '@/components/ui/candidate-photo';
import { PageTitle } from '@/components/ui/page-title';
import { removeFromBasket, useBasket } from '@/lib/basket';
import { browser } from '@/lib/browser';
import { formatMoney } from '@/lib/format';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useBasketSummary } from '../api/get-basket-summary';
import { useCheckoutBasket } from '../api/checkout-basket';
import { BasketSummaryCard } from '../components/basket-summary-card';
import { EmptyStateCard } from '@/components/ui/centered-message';
import { LinkButton } from '@/components/ui/link-button';
import '@/locales/basket';
import '@/locales/resume-shop';
import '@/locales/shared';

/** Basket items by searched job, alphabetical, 'Sans emploi' for those without one (spec section 2). */
const groupByJob = (items: BasketItem[], noJob: string) => {
  const groups = new Map<string, BasketItem[]>();
  for (const item of items) {
    const name = item.searchedJobName ?? noJob;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
};

/** /app/shopping-basket: the basket grouped by searched job, 'Supprimer', and the order summary. */
export function ShoppingBasketPage() {
  const { t } = useTranslation();
  const basket = useBasket();
  const summary = useBasketSummary(basket.items);
  const checkout = useCheckoutBasket();
  const unknown = summary.data?.unknown;

  // Uuids that name no candidate any more leave the cookie.
  useEffect(() => {
    if (unknown && unknown.length > 0) removeFromBasket(unknown);
  }, [unknown]);
  useEffect(() => {
    if (summary.isError) notifyError(t('common.errors.fetch_data'));
  }, [summary.isError, t]);

  const items = useMemo(() => (summary.data?.items ?? []).filter((item) => basket.items.includes(item.uuid)), [summary.data, basket.items]);
  const groups = useMemo(() => groupByJob(items, t('views.resume_shop.purchases.no_job')), [items, t]);

  const validate = () =>
    checkout.mutate(basket.items, {
      onSuccess: ({ url }) => browser.assign(url),
      // 409: a resume is already in an order waiting for its payment (decision 074).
      onError: (error) =>
        notifyError(
          isHttpError(error) && error.status === 409
            ? errorText(t, error, t('views.shopping_basket.error'))
            : t('views.shopping_basket.error'),
        ),
    });

  if (basket.count === 0) {
    return (
      <>
        <PageTitle title={t('pages.shoppingBasket.title')} subtitle={t('pages.shoppingBasket.subtitle')} />
        <EmptyStateCard
          testId="basket-empty"
          card={{ bg: 'var(--mantine-color-gray-0)', py: 56 }}
          maw={440}
          icon={IconShoppingCart}
          iconSize={60}
          title={t('views.shopping_basket.empty_title')}
          text={t('views.shopping_basket.empty_text')}
        >
          <LinkButton to={APP_PATHS.resumesShop} mt="sm">
            {t('views.shopping_basket.go_shop')}
          </LinkButton>
        </EmptyStateCard>
      </>
    );
  }

  return (
    <>
      <PageTitle
        title={t('pages.shoppingBasket.title')}
        subtitle={<span data-testid="basket-count">{t('views.shopping_basket.count', { count: basket.count })}</span>}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          {!summary.data ? (
            <Stack gap="md">
              <Skeleton h={140} radius="lg" />
              <Skeleton h={140} radius="lg" />
            </Stack>
          ) : (
            <Stack gap="lg">
              {groups.map(([job, jobItems]) => (
                <Card key={job} padding="lg" data-testid="basket-group">
                  {/* A long job name wraps beside its icon and count instead of pushing them to lines of their own. */}
                  <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" radius="md">
                      <IconBriefcase size={18} />
                    </ThemeIcon>
                    <Title order={2} fz="lg" miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="basket-group-title">
                      {job}
                    </Title>
                    <Badge variant="light" color="gray">
                      {jobItems.length}
                    </Badge>
                  </Group>
                  <Stack gap="sm">
                    {jobItems.map((item) => (
                      <Paper key={item.uuid} withBorder radius="md" p="sm" data-testid="basket-item" data-uuid={item.uuid}>
                        {/* On a phone the price and "Supprimer" go under the name, at the right (issue 29: they left the screen). */}
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 11rem' }}>
                            <CandidateAvatar avatar={item.avatar} firstName={item.firstName} size={44} />
                            <Stack gap={2}>
                              <Group gap="xs">
                                <Anchor component={Link} to={APP_PATHS.resumesShopDetail(item.uuid)} fw={700} c="dark">
                                  {item.firstName}
                                </Anchor>
                                {item.tag === 'rare' ? (
                                  <Badge color="accent" size="sm" leftSection={<IconDiamond size={11} />}>
                                    {t('components.candidate_card.rare')}
                                  </Badge>
                                ) : null}
                              </Group>
                              <Text size="xs" c="dimmed">
                                {item.experienceName ?? t('components.candidate_card.experience_none')}
                              </Text>
                              {item.alreadyPurchased ? (
                                <Group gap={4} c="teal.8">
                                  <IconCircleCheck size={14} />
                                  <Text size="xs" fw={500}>
                                    {t('views.shopping_basket.already_purchased')}
                                  </Text>
                                </Group>
                              ) : null}
                            </Stack>
                          </Group>
                          <Group gap="md" wrap="nowrap" ml="auto">
                            <Text
                              fw={600}
                              size="sm"
                              td={item.alreadyPurchased ? 'line-through' : undefined}
                              c={item.alreadyPurchased ? 'dimmed' : undefined}
                            >
                              {t('views.shopping_basket.price_excl_vat', { price: formatMoney(item.price) })}
                            </Text>
                            <Button
                              variant="subtle"
                              color="red"
                              size="xs"
                              leftSection={<IconTrash size={14} />}
                              onClick={() => basket.remove(item.uuid)}
                              data-testid="basket-remove"
                            >
                              {t('common.delete')}
                            </Button>
                          </Group>
                        </Group>
                      </Paper>
                    ))}
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {summary.data ? (
            <BasketSummaryCard summary={summary.data.summary} onValidate={validate} validating={checkout.isPending} />
          ) : (
            <Skeleton h={420} radius="lg" />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
