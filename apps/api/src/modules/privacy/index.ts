/**
 * The personal-data lifecycle (decision 093): the classification of every column (`personal-
 * data.ts`), the recruiter's and the candidate's downloads, the candidate data links, erasure and
 * the nightly retention (notice, then anonymization) run by the `candidate-retention` job.
 */
export { candidateDataToken, eraseRecruiter } from './privacy.service.ts';
