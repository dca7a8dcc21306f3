import { z } from 'zod';
import { ERROR_CODES, type ErrorAnswer } from './error-codes.ts';

export { ERROR_CODES, isErrorAnswer, isErrorCode, type ErrorAnswer, type ErrorCode } from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** One error answer for every failure: `{ code, message, fieldErrors }`. */
export const errorAnswerSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** With `rate_limited`: seconds before a new attempt is accepted (also the `Retry-After` header). */
  retryAfterSeconds: z.int32().nonnegative().optional(),
});

/** The schema and the interface of error-codes.ts describe the same answer (checked at compile time). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<z.infer<typeof errorAnswerSchema>, ErrorAnswer> = true;
void _sameShape;
