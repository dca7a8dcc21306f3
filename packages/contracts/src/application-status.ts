/**
 * The statuses of an application (issue 33, item 3), without the candidate app's schemas: the
 * recruiter's resumes page shows and moves them, and importing them from `candidate-app.ts` brought
 * zod to that page's first load (decision 085: zod loads with no page whose first screen checks no
 * form). `candidate-app.ts` re-exports them.
 */

/** In the order of the pipeline. */
export const APPLICATION_STATUSES = ['received', 'seen', 'interview', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What a recruiter may set: "vue" comes from opening the application; "reçue" is where it starts. */
export const RECRUITER_SET_STATUSES = ['seen', 'interview', 'hired', 'rejected'] as const;
/** The optional message of a status change, shown to the candidate and mailed. */
export const APPLICATION_STATUS_MESSAGE_MAX = 1000;
