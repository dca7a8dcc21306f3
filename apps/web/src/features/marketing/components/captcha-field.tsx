import { CONTACT_CHALLENGE_PATH } from '@app/contracts/contact';
import { Box, Loader } from '@mantine/core';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the form asks of its captcha: an answer to post (solving now if needed), then a fresh challenge. */
export interface CaptchaHandle {
  answer(): Promise<string | null>;
  reset(): void;
}

interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
  getState(): string;
}

/**
 * The widget's answer: the one it is already working out when the visitor focused the form (a
 * second `verify()` would abort the first and both would race for the widget's state), else a new one.
 */
const answerOf = (el: AltchaElement): Promise<string | null> => {
  if (el.getState() !== 'verifying') return el.verify().then((result) => result?.payload ?? null);
  return new Promise((resolve) => {
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === 'verifying') return;
      el.removeEventListener('statechange', onState);
      resolve(state === 'verified' ? payload : null);
    };
    el.addEventListener('statechange', onState);
  });
};

/** The widget's texts in the page's language (English pages got French ones, issue 29): ALTCHA's locale and its file. */
const ALTCHA_TEXTS = {
  fr: { language: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  en: { language: 'en', load: () => import('altcha/i18n/en') },
} as const;
export const altchaLanguage = (language: string): keyof typeof ALTCHA_TEXTS => (language === 'en' ? 'en' : 'fr');

/** The ALTCHA widget and its proof-of-work worker, fetched only when a form shows it (decision 087). */
const loadAltcha = async (language: keyof typeof ALTCHA_TEXTS): Promise<void> => {
  const [, , { default: ShaWorker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/sha?worker'),
    ALTCHA_TEXTS[language].load(),
  ]);
  // The external build keeps its worker apart, which the CSP (worker-src 'self') accepts.
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
};

/**
 * The contact form's captcha: ALTCHA's widget (no third party, no cookie), which solves a proof of
 * work when the visitor reaches the form; `answer()` waits for it when the visitor is faster.
 */
export const CaptchaField = forwardRef<CaptchaHandle>(function CaptchaField(_props, ref) {
  const { t, i18n } = useTranslation();
  const texts = altchaLanguage(i18n.language);
  const [ready, setReady] = useState(false);
  const widget = useRef<AltchaElement | null>(null);
  // The widget once its code has arrived and it is on the page: a visitor (or a slow network) may
  // send the form before that, and the answer then waits for it instead of posting none.
  const [mounted] = useState(() => {
    let settle: { resolve: (el: AltchaElement) => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
    const promise = new Promise<AltchaElement>((resolve, reject) => (settle = { resolve, reject }));
    promise.catch(() => {});
    return { promise, ...settle };
  });
  useEffect(() => {
    let alive = true;
    loadAltcha(texts).then(
      () => alive && setReady(true),
      (error: unknown) => mounted.reject(error),
    );
    return () => {
      alive = false;
    };
  }, [mounted, texts]);
  useImperativeHandle(ref, () => ({
    answer: async () => answerOf(widget.current ?? (await mounted.promise)),
    reset: () => widget.current?.reset(),
  }));
  const onWidget = (el: HTMLElement | null) => {
    widget.current = el as AltchaElement | null;
    if (el) mounted.resolve(el as AltchaElement);
  };
  return (
    <Box mih={64} data-testid="contact-captcha">
      {ready ? (
        <altcha-widget
          ref={onWidget}
          challenge={CONTACT_CHALLENGE_PATH}
          auto="onfocus"
          language={ALTCHA_TEXTS[texts].language}
          name="altcha"
        />
      ) : (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      )}
    </Box>
  );
});
