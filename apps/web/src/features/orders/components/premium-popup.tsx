import { Badge, Button, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/lib/browser';
import { notifyError } from '@/lib/notify';
import { useCreatePremiumCheckout } from '../api/create-premium-checkout';

interface PremiumPopupProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Premium head-hunter offer (spec section 1): unlimited free recruiting and the employer-brand
 * page. The button opens the hosted checkout; on failure the spec's toast, and the button comes back.
 */
export function PremiumPopup({ opened, onClose }: PremiumPopupProps) {
  const { t } = useTranslation();
  const checkout = useCreatePremiumCheckout();
  const subscribe = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => browser.assign(url),
      onError: () => notifyError(t('components.premium_popup.checkout_error')),
    });
  return (
    <Modal opened={opened} onClose={onClose} size="lg" data-testid="premium-popup" withCloseButton title={null}>
      <Stack gap="lg" px={{ base: 0, sm: 'md' }} pb="md">
        <ThemeIcon size={64} radius="xl" color="accent.6" variant="light">
          <IconCrown size={34} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={6}>
          <Badge color="accent" variant="light" w="fit-content">
            {t('components.premium_popup.badge')}
          </Badge>
          <Title order={2}>{t('components.premium_popup.title')}</Title>
          <Text c="dimmed">{t('components.premium_popup.text')}</Text>
        </Stack>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl">
              <IconCheck size={14} stroke={3} />
            </ThemeIcon>
          }
        >
          <List.Item>{t('components.premium_popup.benefit_recruiting')}</List.Item>
          <List.Item>{t('components.premium_popup.benefit_brand')}</List.Item>
          <List.Item>{t('components.premium_popup.benefit_app')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('components.premium_popup.billing')}
        </Text>
        <Button size="md" color="accent.7" loading={checkout.isPending} onClick={subscribe} data-testid="premium-popup-subscribe">
          {t('components.premium_popup.subscribe')}
        </Button>
      </Stack>
    </Modal>
  );
}
