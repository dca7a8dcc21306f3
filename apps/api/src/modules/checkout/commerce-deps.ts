import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import { linkBase } from '../../lib/public-url.ts';

/** What the payment, order and invoice modules need; built once in app.ts. */
export interface CommerceDeps {
  db: Db;
  payment: PaymentProvider;
  storage: Storage;
  seller: SellerIdentity;
  /** Origin of the product (PUBLIC_URL), for checkout return URLs. */
  publicUrl: string;
  /** The refund notices of payments that cannot be fulfilled (decision 116). */
  mailer: Mailer;
}

/** Absolute URL of an application path (`/register/success` -> `https://.../app/register/success`). */
export const appLink = (deps: Pick<CommerceDeps, 'publicUrl'>, appPath: string, query: Record<string, string> = {}): string => {
  const url = new URL(`/app${appPath === '/' ? '/' : appPath}`, linkBase(deps));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment provider, storage and seller identity, for modules that sell (see modules/orders/README.md). */
    commerce: CommerceDeps;
  }
}
