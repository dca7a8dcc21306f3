/**
 * Sessions and credentials: sign-in with its throttle, access and refresh tokens (a refresh-token
 * family per session), password reset, password and e-mail change. `issuePair` is shared with
 * registration, which opens a session at sign-up.
 */
export { findUserByEmail, issuePair, newPasswordLink, requestPasswordReset, setPasswordFromLink } from './auth.service.ts';
/** Ends every session of a user at once (their refresh families, and their access tokens by the version): a suspension (decision 161). */
export { revokeAllForUser } from './auth.repository.ts';
export { requirePassword, usePasswordCheckStore } from './password-check.ts';
/** Where a security notice of an account goes: its address and those it left that can still undo the move (decision 118). */
export { securityNoticeRecipients } from './email-change.repository.ts';
/** The sign-in budget taken before a check (decision 117); the staff's sign-in counts on it too (decision 157). */
export { SignInThrottle } from './sign-in-throttle.ts';
