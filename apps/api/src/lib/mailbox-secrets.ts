/**
 * The one rule for secrets mailed to a mailbox (registration and e-mail change codes, password reset
 * links; decision 139): anyone who knows an address can ask for one, so asking again never voids
 * what the owner already holds. Every unexpired code or link stays valid until one of them is used
 * (using one voids the others) or it expires. The budget of a mailbox limits how many MAILS are sent,
 * never whether its owner can proceed: past it, the request answers the same success and sends
 * nothing (the mailbox already holds a valid secret), so a stranger learns nothing either.
 */
export const MAILBOX_LIVE_SECRETS = 5;

/** Whether a mailbox holding `live` unexpired secrets of one kind may be sent another. */
export const mayMailAnotherSecret = (live: number): boolean => live < MAILBOX_LIVE_SECRETS;
