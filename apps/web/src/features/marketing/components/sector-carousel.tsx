import '@mantine/carousel/styles.css';
import { CAROUSEL } from '@app/contracts/constants';
import { Carousel } from '@mantine/carousel';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import {
  IconBread,
  IconBuildingWarehouse,
  IconBed,
  IconShoppingCart,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconHeartHandshake,
  IconHammer,
  type Icon,
} from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/marketing';

const SECTORS = [
  { icon: IconBread, key: 'bakery' },
  { icon: IconToolsKitchen2, key: 'restaurant' },
  { icon: IconShoppingCart, key: 'retail' },
  { icon: IconTruckDelivery, key: 'logistics' },
  { icon: IconBed, key: 'hotel' },
  { icon: IconHammer, key: 'building' },
  { icon: IconHeartHandshake, key: 'care' },
  { icon: IconBuildingWarehouse, key: 'industry' },
] as const satisfies readonly { icon: Icon; key: string }[];

/**
 * "Ils recrutent avec QRecrute" (spec sections 2 and 9): 4 sectors a view, 2 under 800 px, 1 under
 * 480 px, the next one every 3 seconds. Paused while the pointer is over it or focus is in it, and
 * still when the visitor asked for reduced motion; arrows and the previous/next buttons move it.
 */
export function SectorCarousel() {
  const { t } = useTranslation();
  const under480 = useMediaQuery('(max-width: 479.98px)');
  const under800 = useMediaQuery('(max-width: 799.98px)');
  const reducedMotion = useReducedMotion();
  const perView = under480 ? CAROUSEL.perViewUnder480 : under800 ? CAROUSEL.perViewUnder800 : CAROUSEL.perView;
  const autoplay = useMemo(
    () => Autoplay({ delay: CAROUSEL.autoplayMs, stopOnMouseEnter: true, stopOnFocusIn: true, stopOnInteraction: false }),
    [],
  );
  return (
    <Carousel
      slideSize={`${100 / perView}%`}
      slideGap="md"
      emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
      plugins={reducedMotion ? [] : [autoplay]}
      onMouseLeave={() => autoplay.play()}
      withIndicators={false}
      // The previous/next buttons sit in the gutters, beside the cards rather than over them.
      controlSize={36}
      controlsOffset={0}
      px={44}
      aria-roledescription="carrousel"
      aria-label={t('marketing.sectors.title')}
      previousControlProps={{ 'aria-label': t('marketing.sectors.previous') }}
      nextControlProps={{ 'aria-label': t('marketing.sectors.next') }}
      data-testid="sector-carousel"
      data-per-view={perView}
    >
      {SECTORS.map(({ icon: SectorIcon, key }, i) => (
        <Carousel.Slide key={key} aria-roledescription="diapositive" aria-label={`${i + 1} / ${SECTORS.length}`} data-testid="sector-slide">
          <Card withBorder radius="md" p="lg" h="100%">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light">
                <SectorIcon size={24} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`marketing.sectors.items.${key}.title`)}
              </Title>
              <Text size="sm" c="gray.7">
                {t(`marketing.sectors.items.${key}.text`)}
              </Text>
            </Stack>
          </Card>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
