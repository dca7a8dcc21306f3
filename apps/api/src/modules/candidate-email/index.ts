/**
 * The proof of a candidate's e-mail (decision 119): the one-use links mailed at sign-up and with each
 * application, and their confirmation, which alone marks a candidate proven (sold in the resume
 * shop, affiliate's sign-up earning) and writes the details of a confirmed application to the candidate.
 */
export {
  confirmApplicationBySession,
  recordMailboxProof,
  sendEmailProof,
  type CandidateEmailDeps,
  type ProofRequest,
  type ProvenDetails,
} from './candidate-email.service.ts';
