/**
 * Sessions and credentials: sign-in with its throttle, access and refresh tokens (a refresh-token
 * family per session), password reset, password and e-mail change. `issuePair` is shared with
 * registration, which opens a session at sign-up.
 */
export { findUserByEmail, issuePair, newPasswordLink, setPasswordFromLink } from './auth.service.ts';
export { requirePassword, usePasswordCheckStore } from './password-check.ts';
/** Where a security notice of an account goes: its address and those it left that can still undo the move (decision 118). */
export { securityNoticeRecipients } from './email-change.repository.ts';
