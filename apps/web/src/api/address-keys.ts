/** Query keys of the addresses (the addresses feature and the shared address update); mutations invalidate through them. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (page: number, search: string) => ['addresses', 'list', { page, search }] as const,
  detail: (uuid: string) => ['addresses', 'detail', uuid] as const,
  parent: ['addresses', 'parent'] as const,
  completion: (uuid: string) => ['address-completion', uuid] as const,
  /** Products and prices, for the new-address form's subscription. */
};
