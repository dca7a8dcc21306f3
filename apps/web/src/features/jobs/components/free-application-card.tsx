import type { AddressSummary } from '@app/contracts/auth';
import { Card, Group, Switch } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useUpdateFreeApplication } from '../api/update-free-application';
import { IconHeading } from '@/components/ui/icon-heading';
import '@/locales/jobs';

/**
 * Free-application card (spec section 2, "Jobs"): lets candidates apply to the address without
 * choosing one of its jobs. Saved at once; a failure shows components.free_application_card.update.error.
 */
export function FreeApplicationCard({ address }: { address: AddressSummary }) {
  const { t } = useTranslation();
  const update = useUpdateFreeApplication();
  const checked = update.isPending ? (update.variables?.freeApplication ?? address.freeApplication) : address.freeApplication;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="free-application-card" bg="var(--mantine-color-brand-0)">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <IconHeading
          icon={IconMailForward}
          badge={{ size: 42, radius: 'md', variant: 'white', glyph: 22 }}
          titleOrder={2}
          titleSize="md"
          title={t('components.free_application_card.title')}
          text={t('components.free_application_card.text')}
        />
        <Switch
          size="md"
          checked={checked}
          onChange={(event) =>
            update.mutate(
              { addressUuid: address.uuid, freeApplication: event.currentTarget.checked },
              { onError: () => notifyError(t('components.free_application_card.update.error')) },
            )
          }
          aria-label={t('components.free_application_card.title')}
          data-testid="free-application-switch"
        />
      </Group>
    </Card>
  );
}
