/**
 * Liveness and readiness probes (GET /api/health/live, /api/health/ready): readiness fails when the
 * database does not answer or the server is shutting down.
 */

// Nothing of this module is used by the others: its routes are registered by `src/routes.ts`.
export {};
