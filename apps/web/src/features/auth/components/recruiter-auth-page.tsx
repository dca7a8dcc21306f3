import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from '@/components/ui/auth-shell';
import '@/locales/auth';

interface RecruiterAuthPageProps {
  /** The page's heading and document title. */
  title: string;
  subtitle: string;
  /** A link back to the login page above the heading. */
  backToLogin?: boolean;
  children: ReactNode;
}

/** The recruiter's login-side pages (login, lost password, new password): brand panel, heading, then the page's content. */
export function RecruiterAuthPage({ title, subtitle, backToLogin = false, children }: RecruiterAuthPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: title });
  }, [t, title]);
  return (
    <AuthShell
      panelTitle={t('views.login.panel.title')}
      panelText={t('views.login.panel.text')}
      panelPoints={[t('views.login.panel.point_1'), t('views.login.panel.point_2'), t('views.login.panel.point_3')]}
      homeLabel={t('common.back_to_site')}
    >
      <Stack gap="xl">
        {backToLogin ? (
          <Anchor component={Link} to={APP_PATHS.login} size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('views.lost_password.back')}
          </Anchor>
        ) : null}
        <Stack gap={6}>
          <Title order={1} fz={30} data-testid="page-title">
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
    </AuthShell>
  );
}
