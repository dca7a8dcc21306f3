import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended set (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/**
 * How many passwords this process has checked against a hash (argon2 evaluations): tests read it to
 * prove that N parallel sign-ins check at most the budget (decision 117). A counter, no timing.
 */
export const passwordChecks = { count: 0 };

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  passwordChecks.count += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash of a random password, verified against when the e-mail is unknown, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0000'));
