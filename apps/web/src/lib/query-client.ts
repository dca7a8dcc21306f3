import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http';

/** Client errors (4xx) are answers, not accidents: never retried. Others get one more try. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
