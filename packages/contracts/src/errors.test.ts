import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorAnswerSchema, isErrorAnswer } from './errors.ts';

/** `isErrorAnswer` (no zod, read by the web app) accepts exactly what `errorAnswerSchema` accepts. */
describe('isErrorAnswer', () => {
  const samples: unknown[] = [
    { code: 'not_found', message: 'Not found' },
    { code: 'validation_failed', message: 'Bad', fieldErrors: { email: ['form.validation.email'] } },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: 60 },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: 0 },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: -1 },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: 1.5 },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: 2 ** 31 },
    { code: 'rate_limited', message: 'Slow down', retryAfterSeconds: '60' },
    { code: 'no_such_code', message: 'x' },
    { code: 'not_found' },
    { code: 'not_found', message: 3 },
    { code: 'validation_failed', message: 'Bad', fieldErrors: { email: 'form.validation.email' } },
    { code: 'validation_failed', message: 'Bad', fieldErrors: { email: [1] } },
    { code: 'validation_failed', message: 'Bad', fieldErrors: [] },
    { code: 'validation_failed', message: 'Bad', fieldErrors: null },
    { code: 'not_found', message: 'x', extra: true },
    null,
    'not_found',
    [],
    42,
  ];

  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with the schema on %s', (_label, sample) => {
    expect(isErrorAnswer(sample)).toBe(errorAnswerSchema.safeParse(sample).success);
  });

  it('agrees with the schema on generated answers', () => {
    const answer = fc.record(
      {
        code: fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string()),
        message: fc.oneof(fc.string(), fc.integer()),
        fieldErrors: fc.oneof(fc.dictionary(fc.string(), fc.array(fc.string())), fc.dictionary(fc.string(), fc.anything())),
        retryAfterSeconds: fc.oneof(fc.integer({ min: -5, max: 2 ** 31 + 5 }), fc.double(), fc.string()),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(fc.oneof(answer, fc.anything()), (value) => isErrorAnswer(value) === errorAnswerSchema.safeParse(value).success));
  });
});
