/**
 * Escapes text for HTML built as a string (the embedded checkout page, job-name highlights). Mails
 * do not use it: they are React Email templates, and React escapes (decision 080).
 */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
