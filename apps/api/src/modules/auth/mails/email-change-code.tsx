/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { CODE_SUBJECT, CodeMail, type CodeMailTexts } from '../../../providers/mail/code-mail.tsx';

export const EMAIL_CHANGE_CODE_SUBJECT = CODE_SUBJECT;

const TEXTS: CodeMailTexts = {
  fr: {
    lead: 'Pour que cette adresse devienne celle de votre compte QRecrute, saisissez ce code :',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : aucun compte ne prend cette adresse sans ce code.",
  },
  en: {
    lead: 'To make this address the one of your QRecrute account, type this code:',
    ignore: 'If you did not ask for this, ignore this message: no account takes this address without this code.',
  },
};

/** To the new address of an e-mail change: the code that proves the mailbox (decision 118). */
export const EmailChangeCodeMail = ({ code, lang }: { code: string; lang: Language }) => <CodeMail code={code} lang={lang} texts={TEXTS} />;
