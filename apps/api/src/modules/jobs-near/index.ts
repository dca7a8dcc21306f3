/**
 * "Jobs near me" (issue 33 item 4, decision 156): live sites with open jobs around a town or a
 * position. Its routes are registered by `src/routes.ts`.
 */
export { jobsNear } from './jobs-near.service.ts';
