import type { CandidateCard as Card_ } from '@app/contracts/candidates';
import { Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { useBasket } from '@/lib/basket';
import { CANDIDATE_IMAGE } from '@app/contracts/constants';
import { CandidateCard } from './candidate-card';

interface CandidateGroupProps {
  title?: string;
  countLine?: string;
  candidates: Card_[] | undefined;
  loading: boolean;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  buyer: boolean;
  empty?: ReactNode;
  testId: string;
}

/** A group of candidate cards with its count line and pagination (spec section 2, page size 5). */
export function CandidateGroup({
  title,
  countLine,
  candidates,
  loading,
  page,
  totalPages,
  onPage,
  buyer,
  empty,
  testId,
}: CandidateGroupProps) {
  const basket = useBasket();
  return (
    <Stack gap="md" data-testid={testId} data-loading={loading}>
      {title || countLine ? (
        <Stack gap={2}>
          {title ? (
            <Title order={2} fz="xl">
              {title}
            </Title>
          ) : null}
          {countLine ? (
            <Text c="dimmed" size="sm" data-testid={`${testId}-count`}>
              {countLine}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {loading && !candidates ? (
        <Group gap="lg">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} w={CANDIDATE_IMAGE.width} h={CANDIDATE_IMAGE.height + 150} radius="lg" />
          ))}
        </Group>
      ) : candidates && candidates.length > 0 ? (
        <Group gap="lg" align="stretch" style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {candidates.map((candidate) => (
            <CandidateCard
              key={candidate.uuid}
              candidate={candidate}
              buyer={buyer}
              inBasket={basket.has(candidate.uuid)}
              onToggleBasket={basket.toggle}
            />
          ))}
        </Group>
      ) : (
        empty
      )}
      {totalPages > 1 ? (
        <Box>
          <LabelledPagination
            value={page}
            onChange={onPage}
            total={totalPages}
            siblings={1}
            boundaries={1}
            data-testid={`${testId}-pagination`}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
