export * from './identity.ts';
export * from './reference.ts';
export * from './recruiting.ts';
export * from './commerce.ts';
export * from './candidates.ts';
export * from './affiliates.ts';
export * from './misc.ts';
export * from './staff.ts';
