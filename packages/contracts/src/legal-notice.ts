/**
 * The legal notice of the public site (`/mentions-legales`; LCEN, loi n° 2004-575 du 21 juin 2004,
 * art. 6 III: publisher with its legal form, registered office, SIREN, contact; director of
 * publication; host with its address and phone). The operator's details are configuration of the
 * API (`LEGAL_*`, with the invoices' `INVOICE_SELLER_*` for the publisher), not texts of the web
 * build: the pre-rendered page holds one token a field, which the API replaces when it serves the
 * page (decision 124).
 */
export const LEGAL_NOTICE_SECTIONS = [
  {
    key: 'publisher',
    fields: [
      'publisherName',
      'publisherLegalForm',
      'publisherAddress',
      'publisherSiren',
      'publisherRcs',
      'publisherVatNumber',
      'publisherEmail',
      'publisherPhone',
    ],
  },
  { key: 'director', fields: ['publicationDirector'] },
  { key: 'host', fields: ['hostName', 'hostAddress', 'hostPhone'] },
] as const;
export type LegalNoticeField = (typeof LEGAL_NOTICE_SECTIONS)[number]['fields'][number];
/** Every field, in the page's order (its sections'). */
export const LEGAL_NOTICE_FIELDS: readonly LegalNoticeField[] = LEGAL_NOTICE_SECTIONS.flatMap((section) => section.fields);
export type LegalNotice = Record<LegalNoticeField, string>;

/** What the pre-rendered page holds in place of a field's value. */
export const legalNoticeToken = (field: LegalNoticeField): string => `%%legal-notice:${field}%%`;

const TOKEN = /%%legal-notice:(\w+)%%/g;

/** The page with each token replaced by its value, escaped for HTML by `escape`. */
export const fillLegalNotice = (html: string, notice: LegalNotice, escape: (value: string) => string): string =>
  html.replace(TOKEN, (token, field: string) =>
    (LEGAL_NOTICE_FIELDS as readonly string[]).includes(field) ? escape(notice[field as LegalNoticeField]) : token,
  );
