/**
 * The job catalogue (ROME, decision 020): an in-memory search index per API process, loaded from
 * the database and reloaded when it ages, with highlighting and cached answers (GET
 * /api/jobs/search/).
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
