/** Query keys of the apply feature; mutations update through them. */
export const applyKeys = {
  page: (uuid: string) => ['apply', 'page', uuid] as const,
};
