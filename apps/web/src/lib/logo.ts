import { isImageDataUrl } from '@app/contracts/addresses';

/**
 * The logo part of an update body (spec section 5): the logo is sent only when it is a new image,
 * or as null when a saved logo was removed; nothing otherwise.
 */
export const changedLogo = (logo: string | null, saved: string | null): { logo?: string | null } =>
  isImageDataUrl(logo) ? { logo } : logo === null && saved !== null ? { logo: null } : {};
