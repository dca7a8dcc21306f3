/**
 * Accounts created by the sales team for franchises and multi-site customers (decision 097): the
 * `accounts:invite` command creates a recruiter without a password through registration and mails a
 * one-use link (auth's password links, purpose "invitation", 7 days); `POST /api/invitations/accept/`
 * sets the first password from it and answers the session's tokens, as the site's set-password
 * modal expects. The back office invites through the same service (decision 161).
 */
export { inviteRecruiter } from './invitations.service.ts';
