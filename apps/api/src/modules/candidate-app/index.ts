/**
 * The candidate's space (issue 33, decision 151): a candidate signs in with a code mailed to their
 * address (no password), in a session of their own (`candidate_sessions`, the `candidate` policy),
 * and sees the applications made with that proven address and their statuses. It also owns the mail
 * a candidate gets when a recruiter moves their application (applications module).
 */
export { applicationStatusMail } from './candidate-app.mails.ts';
// The alert of a site's followers when it publishes a job (issue 33 item 4), called by the address-jobs module.
export { alertFollowers, type FollowAlertDeps } from './follows.service.ts';
