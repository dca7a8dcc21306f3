import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuantitySelect } from '@/components/ui/quantity-select';
import '@/locales/registration';

interface KitExtrasFieldsProps {
  posters: number;
  stickers: number;
  onPosters: (posters: number) => void;
  onStickers: (stickers: number) => void;
  /** Prefix of the test ids: `<id>-posters`, `<id>-stickers`. */
  testIdPrefix: string;
}

/** The extra posters and stickers ordered with an affiliate kit, 0 to 10 each. */
export function KitExtrasFields({ posters, stickers, onPosters, onStickers, testIdPrefix }: KitExtrasFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group>
      <QuantitySelect
        label={t('views.register_affiliate_step_3.posters')}
        value={posters}
        onChange={onPosters}
        testId={`${testIdPrefix}-posters`}
      />
      <QuantitySelect
        label={t('views.register_affiliate_step_3.stickers')}
        value={stickers}
        onChange={onStickers}
        testId={`${testIdPrefix}-stickers`}
      />
    </Group>
  );
}
