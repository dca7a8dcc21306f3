/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES, type Language } from '@app/contracts/constants';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export const EMAIL_CHANGE_CODE_SUBJECT = {
  fr: (code: string) => `${code} est votre code QRecrute`,
  en: (code: string) => `${code} is your QRecrute code`,
} as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    type: 'Pour que cette adresse devienne celle de votre compte QRecrute, saisissez ce code :',
    valid: `Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte ne prend cette adresse sans ce code.",
  },
  en: {
    hello: 'Hello,',
    type: 'To make this address the one of your QRecrute account, type this code:',
    valid: `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    ignore: 'If you did not ask for this, ignore this message: no account takes this address without this code.',
  },
} as const;

/** To the new address of an e-mail change: the code that proves the mailbox (decision 118). */
export const EmailChangeCodeMail = ({ code, lang }: { code: string; lang: Language }) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.type} <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
        <br />
        {t.valid}
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
