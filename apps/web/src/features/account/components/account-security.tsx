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

  // Icon, then the title, the whole value and its action one under the other: in the side column
  // at 1280 px the action beside the value wrapped on two lines and cut the e-mail (issue 29).
  const row = (icon: ReactNode, title: string, value: string, control: ReactNode, testId: string) => (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={6} data-testid={testId}>
      {icon}
      <Stack gap={4} align="flex-start" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {control}
      </Stack>
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
          'account-security-email',
        )}
        {row(
          <IconLock size={20} color="var(--mantine-color-brand-7)" />,
          t('views.account.password'),
          '••••••••••',
          action(t('views.account.change_password'), passwordModal.open, 'open-change-password', !prominent),
          'account-security-password',
        )}
        {row(
          <IconId size={20} color="var(--mantine-color-brand-7)" />,
          t('views.account.siret'),
          siret ?? t('views.account.no_siret'),
          action(t('views.account.change_siret'), siretModal.open, 'open-change-siret', true),
          'account-security-siret',
        )}
      </Stack>
      <ChangeEmailModal opened={emailOpened} onClose={emailModal.close} />
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <ChangeSiretModal opened={siretOpened} onClose={siretModal.close} current={siret} />
    </SectionCard>
  );
}
