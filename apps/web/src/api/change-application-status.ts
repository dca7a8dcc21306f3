import { applicationsChangeApplicationStatus } from '@app/contracts/operations.gen';
import { applicationStatusAnswerSchema, type ApplicationStatusAnswer, type ApplicationStatusBody } from '@app/contracts/candidate-app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { applicationKeys } from '@/lib/candidates';

/**
 * PUT /api/applications/{uuid}/status/ (issue 33): the recruiter moves an application along the
 * pipeline with an optional message; the candidate is mailed once per change. The lists refresh.
 */
export const useChangeApplicationStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: ApplicationStatusBody & { uuid: string }): Promise<ApplicationStatusAnswer> =>
      call(applicationsChangeApplicationStatus, { path: { uuid }, body, schema: import.meta.env.DEV && applicationStatusAnswerSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};
