/**
 * Business constants of the specification (section 9) and of the product decisions.
 * Every limit lives here once; the API and the forms import it.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The token cookies the web app wrote itself before decision 117 (readable by scripts): the API
 * now sets HttpOnly ones of its own names and removes these.
 */
export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** `1` while a session may exist: set and cleared by the API, read by the web app's guards; no secret (decision 117). */
export const SIGNED_IN_COOKIE = 'signed_in';
/** The hint that a candidate's session may exist in this browser (issue 33); its token is HttpOnly. */
export const CANDIDATE_SIGNED_IN_COOKIE = 'candidate_signed_in';
/**
 * A hint without secret, beside the support's read-only view's session (decision 161): the app shows
 * that the page is the support's view. The API refuses the view's writes whatever this cookie says.
 */
export const SUPPORT_VIEW_COOKIE = 'support_view';
export const BASKET_COOKIE = 'basket';
export const LANGUAGE_COOKIE = 'lang';
export const ACCESS_COOKIE_DAYS = 14;
export const REFRESH_COOKIE_DAYS = 365;
/** The language choice is kept a year (spec section 6, issue 16). */
export const LANGUAGE_COOKIE_DAYS = 365;
export const BASKET_COOKIE_DAYS = 14;
/** The visitor's cookie choice, kept 6 months as the CNIL recommends (decision 089). */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_COOKIE_DAYS = 182;

/** Access token lifetime (product decisions, "Tokens"). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** How long the link of an account created by the sales team works, until its holder sets a password (decision 097). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_SECONDS = INVITATION_TTL_DAYS * 24 * 60 * 60;
/** The site's query that opens the set-password modal: `/?invitation=<token>` (decision 097). */
export const INVITATION_QUERY = 'invitation';
/** Registration e-mail codes (decision 078): 6 digits, valid 30 minutes, 5 tries. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 30;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** How long a checked code lets the visitor finish the registration (the steps and the payment). */
export const EMAIL_PROOF_TTL_SECONDS = 3 * 60 * 60;
/** How long the old address of an account can undo a change of its e-mail (decision 118). */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const RESUME_SHOP_PAGE_SIZE = 5;
/**
 * How many candidates of each group a filter can ask for (all, disabled workers, not new, not new
 * and disabled) a match list keeps: 100 pages of the shop (issue 32, item 2; decision 166). Pages past
 * them say "plus de 500" (`pastMatchListCap`, candidates.ts); the counts stay exact.
 */
export const MATCH_LIST_CAP = 100 * RESUME_SHOP_PAGE_SIZE;
export const ACTIVITY_SECTOR_PAGE_SIZE = 6;
export const ACTIVITY_SECTOR_MIN_CHARS = 3;
export const ADDRESS_LOOKUP_MIN_CHARS = 3;
/** New addresses waiting for their first payment an account may hold at once (decision 131). */
export const MAX_UNPAID_ADDRESSES = 3;
/** Hours after which a new address never paid is removed with its files (decision 131). */
export const UNPAID_ADDRESS_LIFETIME_HOURS = 24;
/** Hours an account that never paid holds its SIRET; then another registration may take it (decision 141). */
export const UNPAID_SIRET_HOLD_HOURS = 24;
/** A town or street address is never longer (decision 131): longer place searches are refused. */
export const ADDRESS_LOOKUP_MAX_CHARS = 80;
export const ADDRESS_LOOKUP_MAX_SUGGESTIONS = 5;
export const ADDRESS_LOOKUP_THROTTLE_MS = 1000;
export const JOB_SEARCH_MIN_CHARS = 3;
export const JOB_SEARCH_THROTTLE_MS = 200;

/**
 * A site's name, printed big on its poster: one bound in every form and in the API (registration
 * and the new-address form included, where the spec said 18 and the browser cut names silently;
 * the poster fits 35 on two lines, decision 123).
 */
export const ADDRESS_NAME_MAX = 35;
/**
 * The town under a QR code: the official commune name, whole. The longest in INSEE's code
 * ("Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson") has 45 characters; the spec's 18 cut 5,820
 * of La Poste's names ("Lyon 1er Arrondiss", decision 123).
 */
export const QRCODE_TOWN_MAX = 60;
export const MESSAGE_MAX = 500;
export const SIRET_LENGTH = 14;
export const PASSWORD_REGISTRATION_MIN = 12;
export const PASSWORD_MIN = 8;
export const VALUES_MAX = 2000;
export const DESCRIPTION_MAX = 2000;
export const ADVANTAGE_NAME_MAX = 50;
export const VIDEO_ID_LENGTH = 11;

/** The largest value of a PostgreSQL `integer` column (ids, counts, cents): every integer input is bounded by it. */
export const INT4_MAX = 2_147_483_647;

export const IMAGE_MAX_BYTES = 2_097_152;
export const BRAND_PICTURES = 3;
export const RECRUITMENT_STEPS_MAX = 6;
export const PERSONAL_QUALITIES = { min: 1, max: 5 } as const;
export const PROFESSIONAL_KNOWLEDGE = { min: 1, max: 3 } as const;
export const SOFT_SKILLS = { min: 1, max: 3 } as const;
export const EXPERIENCES_MIN = 1;
export const LANGUAGES_MIN = 1;

export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 10;
export const MAIL_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];
export const DEFAULT_ASK_NUMBER = 1;

export const DELETE_SUCCESS_DELAY_MS = 300;
export const JOB_RELOAD_DELAY_MS = 300;
export const STAND_BY_FLAG_CLEAR_MS = 1000;
export const CONTACT_SUBMIT_LOCK_MS = 3000;

export const REGISTRATION_STEPS = 4;
export const AFFILIATE_REGISTRATION_STEPS = 3;
export const ADD_JOB_STEPS_RECRUITER = 2;
export const ADD_JOB_STEPS_HEADHUNTER = 3;

/** The product's brand teal (the web theme's `brand` shade 7): printed documents use it too. */
export const BRAND_COLOUR = '#038674';

/** VAT rate applied to every amount (amounts are in cents excluding VAT). */
export const VAT_RATE = 0.2;

export const CAROUSEL = { perView: 4, perViewUnder800: 2, perViewUnder480: 1, autoplayMs: 3000 } as const;

export const AFFILIATE = {
  deliveryDays: 7,
  profitFromResumesSold: 10,
  paymentDayOfMonth: 3,
  signUpEarningCents: 100,
  resumeSaleShare: 0.2,
} as const;

/** A candidate is "new" for this many days after signing up (product decisions). */
export const NEW_CANDIDATE_DAYS = 7;
export const CANDIDATE_IMAGE = { width: 204, height: 242 } as const;

export const DEFAULT_LANGUAGE = 'fr';
export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Addresses list (store switch and addresses page): page size, and the largest one a client may ask. */
export const ADDRESSES_PAGE_SIZE = 10;
export const ADDRESSES_PAGE_SIZE_MAX = 50;
/** Ask-address form: how many more addresses may be asked at once. */
export const ASK_ADDRESS_NUMBER_MAX = 100;
/** Logo and picture formats, detected on the server by content (magic bytes). */
export const IMAGE_FORMATS = ['png', 'jpeg', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** QR code images: side in pixels of the regular (print) and small (screen) codes. */
export const QR_CODE_SIZE = 1024;
export const QR_CODE_SMALL_SIZE = 256;
/** Activity sector search answers at most this many rows, whatever page_size asks. */
export const ACTIVITY_SECTOR_PAGE_SIZE_MAX = 50;

/** The candidate mobile app's store listings (spec section 1: the link is chosen by device type). */
export const MOBILE_APP_LINKS = {
  ios: 'https://apps.apple.com/fr/app/qrecrute/id6739201458',
  android: 'https://play.google.com/store/apps/details?id=fr.qrecrute.app',
} as const;

/** Marketing search types; 'decouverte' when the query has none (zod-free: the marketing page reads it). */
export const DEFAULT_REGISTRATION_TYPE = 'decouverte';
/** `type` of the registration link that opens the head-hunter form (the site's head-hunter offer, the sign-up switch). */
export const HEADHUNTER_REGISTRATION_TYPE = 'chasseur';

/**
 * Title of a subscription duration (spec section 9: 1 and 12 months have special titles, otherwise
 * 'N mois'): 'Essentiel mensuel' and 'Essentiel annuel', two names for two plans (issue 29: both
 * were 'Essentiel'). Zod-free, like the constant above: the order summaries read it without the
 * registration schemas and libphonenumber.
 */
export const subscriptionTitleKey = (months: number): { key: 'monthly' | 'yearly' } | { key: 'months'; count: number } =>
  months === 1 ? { key: 'monthly' } : months === 12 ? { key: 'yearly' } : { key: 'months', count: months };

/** Fallback name of the group of purchased candidates without a searched job (spec section 3). */
export const NO_SEARCHED_JOB_NAME = 'Sans emploi';

/** Formats of a personal data export (GDPR access request): JSON or PDF. */
// The zip first: the whole answer (JSON, PDF and the person's files, decision 133).
export const DATA_EXPORT_FORMATS = ['zip', 'json', 'pdf'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** Printable files of an affiliate's QR code (spec section 2, "QR poster download buttons"). */
export const AFFILIATE_POSTER_FORMATS = ['poster', 'sticker'] as const;
export type AffiliatePosterFormat = (typeof AFFILIATE_POSTER_FORMATS)[number];
export const defaultAffiliatePosterFilename = (format: AffiliatePosterFormat): string =>
  format === 'poster' ? 'affiche-qrecrute.pdf' : 'autocollant-qrecrute.pdf';

/** The query parameter of the single-use link mailed with every code (decision 158). */
export const EMAIL_CODE_LINK_QUERY = 'lien';
