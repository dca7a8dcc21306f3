/** Fired on `window` when the visitor asks to change the cookie choice (the site's page script shows the banner). */
export const CONSENT_OPEN_EVENT = 'qrecrute:consent-open';
