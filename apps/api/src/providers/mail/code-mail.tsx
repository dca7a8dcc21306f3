/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES, type Language } from '@app/contracts/constants';
import { MailLayout } from './layout.tsx';

/** The subject of every mailed 6-digit code (registration, e-mail change). */
export const CODE_SUBJECT = {
  fr: (code: string) => `${code} est votre code QRecrute`,
  en: (code: string) => `${code} is your QRecrute code`,
} as const;

/** What a code mail says around its code, per language: what it is for, and what ignoring it means. */
export type CodeMailTexts = Record<Language, { lead: string; ignore: string }>;

const COMMON = {
  fr: { hello: 'Bonjour,', valid: `Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.` },
  en: { hello: 'Hello,', valid: `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes.` },
} as const;

/** A mailed 6-digit code that proves a mailbox (decisions 078, 118), with the caller's sentences. */
export const CodeMail = ({ code, lang, texts }: { code: string; lang: Language; texts: CodeMailTexts }) => {
  const t = { ...COMMON[lang], ...texts[lang] };
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.lead} <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
        <br />
        {t.valid}
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
