import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { Anchor, Badge, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from '@/components/ui/auth-shell';
import { LoginForm } from '../components/login-form';
import '@/locales/auth';

/** /app/login-affiliate: the same login, in the affiliate colours, with the affiliate links. */
export function LoginAffiliatePage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.LoginAffiliate.title') });
  }, [t]);
  return (
    <AuthShell
      variant="affiliate"
      panelTitle={t('views.login_affiliate.panel.title')}
      panelText={t('views.login_affiliate.panel.text')}
      panelPoints={[
        t('views.login_affiliate.panel.point_1'),
        t('views.login_affiliate.panel.point_2'),
        t('views.login_affiliate.panel.point_3'),
      ]}
      homeHref={SITE_PATHS.affiliation}
      homeLabel={t('common.back_to_site')}
    >
      <Stack gap="xl">
        <Stack gap={6}>
          <Badge color="accent" variant="light" size="lg" radius="sm">
            {t('views.login_affiliate.badge')}
          </Badge>
          <Title order={1} fz={30} data-testid="page-title">
            {t('pages.LoginAffiliate.title')}
          </Title>
          <Text c="dimmed">{t('views.login_affiliate.subtitle')}</Text>
        </Stack>
        <LoginForm variant="affiliate" />
        <Divider label={t('views.login_affiliate.no_account')} labelPosition="center" />
        <Text ta="center" size="sm">
          <Anchor component={Link} to={APP_PATHS.registerAffiliateStep(1)} fw={600} c="accent.8" data-testid="login-register-affiliate">
            {t('views.login_affiliate.register')}
          </Anchor>
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          <Anchor href={SITE_PATHS.affiliation} size="sm" c="dimmed">
            {t('views.login_affiliate.discover')}
          </Anchor>
        </Text>
      </Stack>
    </AuthShell>
  );
}
