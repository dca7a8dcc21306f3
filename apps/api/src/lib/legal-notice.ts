import { z } from 'zod';
import type { LegalNotice } from '@app/contracts/legal-notice';

/**
 * The operator's details on the site's legal notice (`/mentions-legales`, LCEN art. 6, decision 124),
 * read once by `config.ts`. The publisher is the seller of the invoices (`INVOICE_SELLER_*`: one
 * identity for both); its phone, the director of publication and the host are `LEGAL_*`.
 *
 * The `LEGAL_*` defaults are PLACEHOLDERS, realistic in shape so that the page reads as it will,
 * for a demo or a first start: an operator must set each of them before going live (README).
 */
export const LEGAL_NOTICE_PLACEHOLDERS = {
  LEGAL_PUBLISHER_PHONE: '+33 1 23 45 67 89',
  LEGAL_PUBLICATION_DIRECTOR: 'Camille Martin, présidente',
  LEGAL_HOST_NAME: 'Hébergeur Exemple SAS',
  LEGAL_HOST_ADDRESS: "1 rue de l'Exemple, 59100 Roubaix, France",
  LEGAL_HOST_PHONE: '+33 3 20 00 00 00',
} as const;

const envSchema = z.object(
  Object.fromEntries(
    Object.entries(LEGAL_NOTICE_PLACEHOLDERS).map(([name, placeholder]) => [name, z.string().trim().min(1).max(200).default(placeholder)]),
  ) as {
    [K in keyof typeof LEGAL_NOTICE_PLACEHOLDERS]: z.ZodDefault<z.ZodString>;
  },
);

/** SIREN: the first 9 digits of the SIRET. */
const sirenOf = (siret: string): string => siret.slice(0, 9).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');

/** The invoices' seller identity (`modules/invoices/invoices.seller.ts`), as far as the notice shows it. */
interface Publisher {
  name: string;
  legalForm: string;
  address: string;
  siret: string;
  rcs: string;
  vatNumber: string;
  email: string;
}

export function loadLegalNotice(env: NodeJS.ProcessEnv, seller: Publisher): LegalNotice {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('LEGAL_') && v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    publisherName: seller.name,
    publisherLegalForm: seller.legalForm,
    publisherAddress: seller.address,
    publisherSiren: sirenOf(seller.siret),
    publisherRcs: seller.rcs,
    publisherVatNumber: seller.vatNumber,
    publisherEmail: seller.email,
    publisherPhone: e.LEGAL_PUBLISHER_PHONE,
    publicationDirector: e.LEGAL_PUBLICATION_DIRECTOR,
    hostName: e.LEGAL_HOST_NAME,
    hostAddress: e.LEGAL_HOST_ADDRESS,
    hostPhone: e.LEGAL_HOST_PHONE,
  };
}
