/**
 * The operators' back office (issue 34, decision 152): staff accounts (password + TOTP, single-use
 * recovery codes, short sessions), the append-only audit log, and the staff routes under
 * `/api/admin/` (money first). `npm run staff:create` makes an account. Other modules use nothing
 * of it yet.
 */
export { staffRoutes } from './staff.routes.ts';
export { createStaff } from './staff.service.ts';
