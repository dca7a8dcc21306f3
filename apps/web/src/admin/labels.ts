import type { TFunction } from 'i18next';
import '@/locales/admin';

/**
 * The back office's words for the codes the API answers (order kinds, statuses, audit actions, why a payment was flagged), in
 * one place: a code without a text yet shows as it is rather than as a missing key.
 */
export const codeLabel = (t: TFunction, group: 'orderKinds' | 'statuses' | 'auditActions' | 'mismatchReasons', code: string): string =>
  t(`admin.labels.${group}.${code}`, { defaultValue: code });
