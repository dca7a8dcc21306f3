/** The access module (decision 146): route policies and the ownership of tenants' objects. */
export {
  accessPlugin,
  assertPolicy,
  assertRoutePolicy,
  callerOf,
  guardOf,
  POLICIES,
  routePolicy,
  type Guard,
  type Policy,
} from './policies.ts';
