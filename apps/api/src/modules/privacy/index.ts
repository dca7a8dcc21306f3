/**
 * The personal-data lifecycle (decision 093): the classification of every column (`personal-
 * data.ts`), the recruiter's and the candidate's downloads, the candidate data links, erasure and
 * the nightly retention (notice, then anonymization) run by the `candidate-retention` job.
 */
export { candidateDataToken, eraseRecruiter } from './privacy.service.ts';
/** The GDPR requests with their deadline (decision 161), read and kept by the back office. */
export { addPrivacyRequest, completePrivacyRequest, listPrivacyRequests } from './privacy-requests.ts';
