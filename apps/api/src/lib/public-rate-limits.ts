/**
 * The limits of the public routes (decision 144): every route without a sign-in has one, counted by
 * the client (`clientKey`); `declareRoute` (plugins/openapi.ts) refuses to start with a public route
 * that has none. A read that a page makes a few of (reference lists, the catalogue, files, a public
 * resume): 240 a minute. A search typed letter by letter (job titles; places have their own): 120.
 * The session's token routes (refresh, sign-out), whose credential is a cookie: 60.
 */
export const PUBLIC_READ_RATE_LIMIT = { max: 240, timeWindow: 60_000 };
export const PUBLIC_SEARCH_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
export const SESSION_TOKEN_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
