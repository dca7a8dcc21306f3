/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { CODE_SUBJECT, CodeMail, type CodeMailTexts } from '../../../providers/mail/code-mail.tsx';

export const REGISTRATION_CODE_SUBJECT = CODE_SUBJECT;

const TEXTS: CodeMailTexts = {
  fr: {
    lead: 'Voici votre code pour créer votre compte QRecrute :',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte n'est créé.",
    action: 'Confirmer mon adresse e-mail',
  },
  en: {
    lead: 'Here is your code to create your QRecrute account:',
    ignore: 'If you did not ask for this, ignore this message: no account is created.',
    action: 'Confirm my e-mail address',
  },
};

export const RegistrationCodeMail = ({ code, lang, link }: { code: string; lang: Language; link?: string }) => (
  <CodeMail code={code} lang={lang} texts={TEXTS} link={link} />
);
