/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES, type Language } from '@app/contracts/constants';
import { MailLayout, MailLink } from './layout.tsx';

/** The subject of every mailed 6-digit code (registration, e-mail change). */
export const CODE_SUBJECT = {
  fr: (code: string) => `${code} est votre code QRecrute`,
  en: (code: string) => `${code} is your QRecrute code`,
} as const;

/**
 * What a code mail says around its code, per language: what it is for, and what ignoring it means;
 * `action`, the button of its single-use link (decision 158), when the mail carries one.
 */
export type CodeMailTexts = Record<Language, { lead: string; ignore: string; action?: string }>;

const COMMON = {
  fr: {
    hello: 'Bonjour,',
    valid: `Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    orLink: `Ou ouvrez ce lien, sur n'importe quel appareil (une seule fois, pendant ${EMAIL_CODE_TTL_MINUTES} minutes) :`,
  },
  en: {
    hello: 'Hello,',
    valid: `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    orLink: `Or open this link, on any device (once, within ${EMAIL_CODE_TTL_MINUTES} minutes):`,
  },
} as const;

/**
 * A mailed 6-digit code that proves a mailbox (decisions 078, 118), with the caller's sentences, and
 * the code's single-use link when it has one (decision 158: the code works only in the browser that
 * asked; the link in any, so a mail someone else asked for still serves its owner).
 */
export const CodeMail = ({ code, lang, texts, link }: { code: string; lang: Language; texts: CodeMailTexts; link?: string }) => {
  const t = { ...COMMON[lang], ...texts[lang] };
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.lead} <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
        <br />
        {t.valid}
      </Text>
      {link ? (
        <>
          <Text>{t.orLink}</Text>
          <MailLink href={link}>{t.action ?? link}</MailLink>
        </>
      ) : null}
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
