/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { CODE_SUBJECT, CodeMail, type CodeMailTexts } from '../../../providers/mail/code-mail.tsx';

export const CANDIDATE_CODE_SUBJECT = CODE_SUBJECT;

const TEXTS: CodeMailTexts = {
  fr: {
    lead: 'Voici votre code pour accéder à votre espace candidat QRecrute :',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : personne n'accède à vos candidatures sans ce code ou ce lien.",
    action: 'Ouvrir mon espace candidat',
  },
  en: {
    lead: 'Here is your code to open your QRecrute candidate space:',
    ignore: 'If you did not ask for this, ignore this message: no one sees your applications without this code or this link.',
    action: 'Open my candidate space',
  },
};

export const CandidateCodeMail = ({ code, lang, link }: { code: string; lang: Language; link?: string }) => (
  <CodeMail code={code} lang={lang} texts={TEXTS} link={link} />
);
