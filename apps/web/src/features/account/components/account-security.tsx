import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAt, IconId, IconLock } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeEmailModal } from './change-email-modal';
import { ChangePasswordModal } from '@/components/ui/change-password-modal';
import { ChangeSiretModal } from './change-siret-modal';
import { SectionCard } from '@/components/ui/section-card';
import '@/locales/account';

/**
 * E-mail, password and SIRET of the account, each changed in its modal. Spec section 6: the e-mail
 * and password links are styled as the affiliate info link unless the user is a head-hunter or
 * premium; the SIRET link always is.
 */
export function AccountSecurity({ email, siret, prominent }: { email: string; siret: string | null; prominent: boolean }) {
  const { t } = useTranslation();
  const [emailOpened, emailModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [siretOpened, siretModal] = useDisclosure(false);

  const action = (label: string, onClick: () => void, testId: string, asLink: boolean) =>
    asLink ? (
      <Anchor component="button" type="button" size="sm" fw={600} onClick={onClick} data-testid={testId}>
        {label}
      </Anchor>
    ) : (
      <Button size="xs" variant="light" onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );

  const row = (icon: ReactNode, title: string, value: string, control: ReactNode) => (
    <Group justify="space-between" wrap="nowrap" gap="md" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {icon}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {value}
          </Text>
        </Stack>
      </Group>
      {control}
    </Group>
  );

  return (
    <SectionCard title={t('views.account.security_title')} testId="account-security">
      <Stack gap="xs">
        {row(
          <IconAt size={20} color="var(--mantine-color-brand-7)" />,
          t('views.account.email'),
          email,
          action(t('views.account.change_email'), emailModal.open, 'open-change-email', !prominent),
        )}
        {row(
          <IconLock size={20} color="var(--mantine-color-brand-7)" />,
          t('views.account.password'),
          '••••••••••',
          action(t('views.account.change_password'), passwordModal.open, 'open-change-password', !prominent),
        )}
        {row(
          <IconId size={20} color="var(--mantine-color-brand-7)" />,
          t('views.account.siret'),
          siret ?? t('views.account.no_siret'),
          action(t('views.account.change_siret'), siretModal.open, 'open-change-siret', true),
        )}
      </Stack>
      <ChangeEmailModal opened={emailOpened} onClose={emailModal.close} />
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <ChangeSiretModal opened={siretOpened} onClose={siretModal.close} current={siret} />
    </SectionCard>
  );
}
