/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { EMAIL_CODE_TTL_MINUTES, type Language } from '@app/contracts/constants';
import { MailLayout } from '../../../providers/mail/layout.tsx';

export const REGISTRATION_CODE_SUBJECT = {
  fr: (code: string) => `${code} est votre code QRecrute`,
  en: (code: string) => `${code} is your QRecrute code`,
} as const;

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    code: 'Voici votre code pour créer votre compte QRecrute :',
    valid: `Il est valable ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte n'est créé.",
  },
  en: {
    hello: 'Hello,',
    code: 'Here is your code to create your QRecrute account:',
    valid: `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes.`,
    ignore: 'If you did not ask for this, ignore this message: no account is created.',
  },
} as const;

export const RegistrationCodeMail = ({ code, lang }: { code: string; lang: Language }) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        {t.code} <strong style={{ fontSize: '24px', letterSpacing: '4px' }}>{code}</strong>
        <br />
        {t.valid}
      </Text>
      <Text>{t.ignore}</Text>
    </MailLayout>
  );
};
