/**
 * The recruiter's dashboard of one address (GET /api/dashboard/): the manager's name, each job with
 * its recent applications, and applications made without a job.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
