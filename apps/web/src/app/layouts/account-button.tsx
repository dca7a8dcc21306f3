import { Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface AccountButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  initials: string;
  displayName: string;
  company?: string | null;
}

/** The user's initials, name and company in the header: the button that opens the account menu. */
export function AccountButton({ initials, displayName, company, ...button }: AccountButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-haspopup="menu" data-testid="account-menu" {...button}>
      {/* Named by its visible text, after this prefix (WCAG 2.5.3, label in name; decision 094). */}
      <VisuallyHidden>{t('navigation.account_menu')}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap" data-testid="header-user">
        <Avatar radius="xl" color="brand" size={36}>
          {initials.toUpperCase()}
        </Avatar>
        <Stack gap={0} visibleFrom="sm">
          <Text size="sm" fw={600} lh={1.2}>
            {displayName}
          </Text>
          {company ? (
            <Text size="xs" c="dimmed" lh={1.2}>
              {company}
            </Text>
          ) : null}
        </Stack>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
