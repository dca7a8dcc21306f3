import { expect } from 'vitest';

/** Keys that carry contact details (product decisions). */
export const CONTACT_KEYS = ['lastName', 'email', 'phoneNumber', 'documents', 'streetAddress', 'postalCode'] as const;

/** The JSON holds none of the contact keys, nor the candidate's contact values. */
export function expectNoContact(body: unknown, values: { lastName?: string; email?: string; phone?: string; street?: string } = {}): void {
  const text = JSON.stringify(body);
  for (const key of CONTACT_KEYS) expect(text, `"${key}" must be absent`).not.toContain(`"${key}"`);
  for (const value of Object.values(values)) if (value) expect(text).not.toContain(value);
}
