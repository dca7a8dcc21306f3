import { CHECKOUT_SESSION_QUERY } from '@app/contracts/routes';
import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import type { Profile } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { LinkButton } from '@/components/ui/link-button';
import { hasActiveSubscription, landingPath, profileQueryKey, useCurrentProfile } from '@/lib/auth';
import { formatMoney } from '@/lib/format';
import { useOrderBySession } from '@/api/get-order-by-session';
import '@/locales/registration';

/**
 * /app/register/success (RegisterSuccess): the end of a registration. After a payment
 * (`checkout_session_id`), it waits for the verified webhook to mark the order paid, then reloads
 * the profile so that the reset guard lets the user in.
 */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useCurrentProfile();
  const [params] = useSearchParams();
  const sessionId = params.get(CHECKOUT_SESSION_QUERY);
  const order = useOrderBySession(sessionId);
  const paid = order.data?.status === 'paid';
  const waiting = sessionId !== null && !paid && order.fetchStatus === 'fetching';

  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.RegisterSuccess.title') });
  }, [t]);
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [paid, queryClient]);

  const state = sessionId === null || paid ? 'done' : waiting || order.isPending ? 'waiting' : 'late';
  const { recruiter } = profile;
  // A recruiter whose site's subscription is paid: say what it buys and where (decision 121).
  const subscribed = state === 'done' && !recruiter.headhunter && !recruiter.affiliate && hasActiveSubscription(recruiter);
  const description =
    recruiter.headhunter && !sessionId
      ? t('views.register_success.headhunter')
      : subscribed
        ? t('views.register_success.subscription')
        : t('pages.RegisterSuccess.description');

  return (
    <SimpleShell size={640}>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 48 }} shadow="xs" data-testid="register-success" data-state={state}>
        <Stack align="center" ta="center" gap="lg">
          {state === 'waiting' ? (
            <Center h={72}>
              <Loader size="lg" />
            </Center>
          ) : (
            <ThemeIcon size={72} radius="xl" variant="light" color={state === 'done' ? 'brand' : 'accent'}>
              {state === 'done' ? <IconCircleCheck size={40} stroke={1.6} /> : <IconClockHour4 size={40} stroke={1.6} />}
            </ThemeIcon>
          )}
          <Stack gap={6}>
            <Title order={1} fz={30} data-testid="page-title">
              {state === 'waiting' ? t('views.register_success.waiting_title') : t('pages.RegisterSuccess.title')}
            </Title>
            <Text size="lg" fw={600} c="brand.8">
              {state === 'waiting' ? t('views.register_success.waiting') : t('pages.RegisterSuccess.subtitle')}
            </Text>
          </Stack>
          {state === 'done' ? (
            <Text c="dimmed" maw={460} data-testid="register-success-description">
              {description}
            </Text>
          ) : null}
          {state === 'late' ? (
            <Text c="dimmed" maw={460}>
              {t('views.register_success.late')}
            </Text>
          ) : null}
          {paid && order.data ? (
            <Text size="sm" c="dimmed" data-testid="register-success-paid">
              {t('views.register_success.paid', { amount: formatMoney(order.data.totalInclVat) })}
            </Text>
          ) : null}
          <Group justify="center">
            <Button
              size="md"
              rightSection={<IconArrowRight size={18} />}
              disabled={state === 'waiting'}
              onClick={() =>
                void queryClient
                  .invalidateQueries({ queryKey: profileQueryKey })
                  // The refreshed profile: a payment just confirmed may change the landing page.
                  .then(() => navigate(landingPath(queryClient.getQueryData<Profile>(profileQueryKey) ?? profile), { replace: true }))
              }
              data-testid="register-success-continue"
            >
              {t('views.register_success.continue')}
            </Button>
            {subscribed && recruiter.displayQrCodePage ? (
              <LinkButton to={APP_PATHS.myQrCodes} size="md" variant="light" data-testid="register-success-qr">
                {t('views.register_success.print_qr')}
              </LinkButton>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </SimpleShell>
  );
}
