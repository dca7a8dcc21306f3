import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, SUPPORTED_LANGUAGES, type Language } from '@app/contracts/constants';
import type { FastifyRequest } from 'fastify';

/** A supported language, else French (the product's default and fallback). */
export const asLanguage = (value: unknown): Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * The language the person sees the site in: the web app's language cookie (the one its switch
 * sets), French without it. Mails written during the request use it (decision 125).
 */
export const requestLanguage = (request: FastifyRequest): Language => asLanguage(request.cookies[LANGUAGE_COOKIE]);

/** The language the person chose with the web app's switch (its cookie), or null without a valid one. */
export const chosenLanguage = (request: FastifyRequest): Language | null => {
  const value = request.cookies[LANGUAGE_COOKIE];
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
};
