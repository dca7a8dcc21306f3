import type { ApplicationStatus } from '@app/contracts/application-status';
import '@/locales/candidate-app';

/** The text key of each status of an application (issue 33), in the part `candidate-app`. */
export const APPLICATION_STATUS_TEXT_KEYS = {
  received: 'views.candidate_app.status.received',
  seen: 'views.candidate_app.status.seen',
  interview: 'views.candidate_app.status.interview',
  hired: 'views.candidate_app.status.hired',
  rejected: 'views.candidate_app.status.rejected',
} as const satisfies Record<ApplicationStatus, string>;
