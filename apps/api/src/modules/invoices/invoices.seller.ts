import { z } from 'zod';

/**
 * The seller's legal identity printed on every invoice (French invoicing mentions), read once from
 * the environment by `config.ts` (the only reader of `process.env`), with defaults for the demo company.
 */
const sellerEnvSchema = z.object({
  INVOICE_SELLER_NAME: z.string().min(1).default('QRecrute SAS'),
  INVOICE_SELLER_LEGAL_FORM: z.string().min(1).default('SAS au capital de 10 000 €'),
  INVOICE_SELLER_ADDRESS: z.string().min(1).default('12 rue de la Paix, 75002 Paris, France'),
  INVOICE_SELLER_SIRET: z
    .string()
    .regex(/^\d{14}$/)
    .default('91234567500017'),
  INVOICE_SELLER_VAT_NUMBER: z
    .string()
    .regex(/^FR[0-9A-Z]{2}\d{9}$/)
    .default('FR65912345675'),
  INVOICE_SELLER_RCS: z.string().min(1).default('RCS Paris 912 345 675'),
  INVOICE_SELLER_EMAIL: z.string().min(1).default('facturation@qrecrute.fr'),
  /** The seller opted to pay the VAT on its services on debits (on invoicing) rather than on payment: "true" or "false". */
  INVOICE_SELLER_VAT_ON_DEBITS: z.enum(['true', 'false']).default('false'),
});

export interface SellerIdentity {
  name: string;
  legalForm: string;
  address: string;
  siret: string;
  vatNumber: string;
  rcs: string;
  email: string;
  /** Option for VAT on debits (a mention of the reform, BT-8); absent in invoices issued before it: false. */
  vatOnDebits?: boolean;
}

export function loadSellerIdentity(env: NodeJS.ProcessEnv): SellerIdentity {
  const parsed = sellerEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('INVOICE_SELLER_') && v !== '')),
  );
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    name: e.INVOICE_SELLER_NAME,
    legalForm: e.INVOICE_SELLER_LEGAL_FORM,
    address: e.INVOICE_SELLER_ADDRESS,
    siret: e.INVOICE_SELLER_SIRET,
    vatNumber: e.INVOICE_SELLER_VAT_NUMBER,
    rcs: e.INVOICE_SELLER_RCS,
    email: e.INVOICE_SELLER_EMAIL,
    vatOnDebits: e.INVOICE_SELLER_VAT_ON_DEBITS === 'true',
  };
}
