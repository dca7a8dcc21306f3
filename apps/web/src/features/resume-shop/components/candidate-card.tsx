import { APP_PATHS } from '@app/contracts/routes';
import type { CandidateCard as Card_ } from '@app/contracts/candidates';
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconDiamond, IconShoppingCartPlus, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CandidatePhoto } from '@/components/ui/candidate-photo';
import { formatPercent } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useToggleFavorite } from '@/api/toggle-favorite';
import { CandidateFavoriteHeart } from '@/components/ui/candidate-favorite-heart';
import { LinkButton } from '@/components/ui/link-button';
import { MatchReason } from '@/components/ui/match-reason';
import '@/locales/resume-shop';
import '@/locales/shared';
import { useReferenceName } from '@/lib/reference-name';

interface CandidateCardProps {
  candidate: Card_;
  /** Head-hunters (and recruiters) without premium buy resumes: the basket toggle (spec section 6). */
  buyer: boolean;
  inBasket: boolean;
  onToggleBasket: (uuid: string) => void;
}

/**
 * Candidate card (spec section 2): 204x242 picture or placeholder, first name, favourite heart,
 * rare tag highlighting the card, rounded match percentage, searched job and experience, link to
 * the detail, basket toggle with a check icon when in the basket. Its width is its grid cell's
 * (`candidate-grid` in app.css, decision 136); on a phone the picture stands beside the text.
 */
export function CandidateCard({ candidate, buyer, inBasket, onToggleBasket }: CandidateCardProps) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const toggle = useToggleFavorite();
  // Shown at once; reverted with an error when the call fails (product decisions).
  const [favorite, setFavorite] = useState<boolean | null>(null);
  const shownFavorite = favorite ?? candidate.favorite;
  const rare = candidate.tag === 'rare';
  const purchased = candidate.purchasedDate !== null;
  const job = candidate.matchingSearchedJob;

  const onFavorite = () => {
    const previous = shownFavorite;
    setFavorite(!previous);
    toggle.mutate(candidate.uuid, {
      onSuccess: (answer) => setFavorite(answer.favorite),
      onError: () => {
        setFavorite(previous);
        notifyError(t('views.resume_shop.candidate_resume_detail.get_candidate_error'));
      },
    });
  };

  return (
    <Card
      padding={0}
      pos="relative"
      className="candidate-card"
      data-testid="candidate-card"
      data-uuid={candidate.uuid}
      data-rare={rare}
      style={{
        overflow: 'hidden',
        ...(rare
          ? {
              borderColor: 'var(--mantine-color-accent-5)',
              boxShadow: '0 0 0 2px var(--mantine-color-accent-2), 0 6px 18px rgba(252, 140, 12, 0.18)',
            }
          : { boxShadow: '0 2px 10px rgba(15, 40, 35, 0.06)' }),
      }}
    >
      <Box pos="relative" className="candidate-card-photo">
        <CandidatePhoto
          avatar={candidate.candidate.avatar}
          name={candidate.firstName}
          seed={candidate.uuid}
          alt={t('components.candidate_card.photo_alt', { name: candidate.firstName })}
        />
        <Badge
          pos="absolute"
          bottom={8}
          right={8}
          size="lg"
          variant="white"
          color="brand"
          style={{ boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}
          data-testid="candidate-match"
        >
          {formatPercent(candidate.matchingPercentage)}
        </Badge>
      </Box>
      {/* On the card, not the picture: over the picture's corner on a column of cards, at the text's on a phone. */}
      <Box pos="absolute" top={8} right={8} bg="white" style={{ borderRadius: 999, boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}>
        <CandidateFavoriteHeart favorite={shownFavorite} firstName={candidate.firstName} onToggle={onFavorite} size="md" />
      </Box>
      <Group pos="absolute" top={10} left={10} gap={6} maw="calc(100% - 56px)">
        {rare ? (
          <Badge color="accent" variant="filled" leftSection={<IconDiamond size={12} />} data-testid="candidate-rare">
            {t('components.candidate_card.rare')}
          </Badge>
        ) : null}
        {candidate.isNew ? (
          <Badge color="brand" variant="filled">
            {t('components.candidate_card.new')}
          </Badge>
        ) : null}
      </Group>
      <Stack p="sm" gap={6} className="candidate-card-body">
        <Text fw={700} size="lg" lineClamp={1} data-testid="candidate-first-name">
          {candidate.firstName}
        </Text>
        <Stack gap={0} mih={40}>
          <Text size="sm" fw={500} lineClamp={1} title={job?.job.name}>
            {job?.job.name ?? t('components.candidate_card.no_job')}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {job?.experience?.name ? referenceName(job.experience.name) : t('components.candidate_card.experience_none')}
          </Text>
        </Stack>
        {/* Why the percentage on the picture (issue 29, item 7): its own small line. */}
        <MatchReason reason={candidate.matchReason} lines={3} />
        <LinkButton to={APP_PATHS.resumesShopDetail(candidate.uuid)} variant="light" size="xs" fullWidth data-testid="candidate-link">
          {t('components.candidate_card.view_profile')}
        </LinkButton>
        {purchased ? (
          <Badge
            // Teal 9 on teal 0: 4.7:1 (the light variant puts teal 9 on teal 1, 4.3:1; decision 094).
            color="teal"
            bg="teal.0"
            c="teal.9"
            variant="light"
            size="lg"
            fullWidth
            leftSection={<IconCircleCheck size={14} />}
            data-testid="candidate-purchased"
          >
            {t('components.candidate_card.purchased')}
          </Badge>
        ) : buyer ? (
          <Button
            size="xs"
            fullWidth
            // Narrow padding: the label stays on one line in a card of a 5-column row.
            px={8}
            variant={inBasket ? 'filled' : 'outline'}
            color={inBasket ? 'teal' : 'brand'}
            leftSection={inBasket ? <IconCheck size={14} /> : <IconShoppingCartPlus size={14} />}
            onClick={() => onToggleBasket(candidate.uuid)}
            aria-pressed={inBasket}
            data-testid="candidate-basket-toggle"
            data-in-basket={inBasket}
          >
            {inBasket ? t('components.candidate_card.basket_added') : t('components.candidate_card.basket_add')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
