import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogout, IconMapPinPlus, IconRocket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { SimpleShell } from '@/components/ui/simple-shell';
import { logout, useCurrentProfile } from '@/lib/auth';

/**
 * /app/recruiter/reset?redirect=...: where the reset guard sends a user who has neither paid nor
 * a free pass (spec section 2, "Route guards"). The offer choice comes with the payment issues.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useCurrentProfile();
  return (
    <SimpleShell
      headerRight={
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout(queryClient, SITE_PATHS.home)}
          data-testid="reset-logout"
        >
          {t('navigation.logout')}
        </Button>
      }
    >
      <Card>
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconRocket size={28} stroke={1.6} />
          </ThemeIcon>
          <PageTitle title={t('pages.Reset.title')} subtitle={t('pages.Reset.subtitle', { name: profile.firstName ?? profile.email })} />
          <Text c="dimmed" mt={-16}>
            {t('pages.Reset.description')}
          </Text>
          <Group>
            <Button
              component={Link}
              to={APP_PATHS.addNewAddress}
              leftSection={<IconMapPinPlus size={18} />}
              data-testid="reset-add-address"
            >
              {t('pages.Reset.add_address')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </SimpleShell>
  );
}
