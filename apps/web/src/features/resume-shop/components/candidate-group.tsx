import type { CandidateCard as Card_ } from '@app/contracts/candidates';
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
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
        <Box className="candidate-grid">
          <div className="candidate-grid-list">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="candidate-card" h={CANDIDATE_IMAGE.height + 150} radius="lg" />
            ))}
          </div>
        </Box>
      ) : candidates && candidates.length > 0 ? (
        // A page holds 5 cards (spec): 5 columns, 3, or one card a row on a phone, never 4 with one alone below (decision 136).
        <Box className="candidate-grid" style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <div className="candidate-grid-list">
            {candidates.map((candidate) => (
              <CandidateCard
                key={candidate.uuid}
                candidate={candidate}
                buyer={buyer}
                inBasket={basket.has(candidate.uuid)}
                onToggleBasket={basket.toggle}
              />
            ))}
          </div>
        </Box>
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
