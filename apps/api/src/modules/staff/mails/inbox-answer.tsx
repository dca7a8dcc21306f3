/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contracts/constants';
import { Text } from '@react-email/components';
import { Lines, MailLayout } from '../../../providers/mail/layout.tsx';

export interface InboxAnswerProps {
  lang: Language;
  /** The staff member's answer. */
  answer: string;
  /** The message answered, quoted below. */
  original: string;
}

export const INBOX_ANSWER_SUBJECT = { fr: 'Réponse à votre message', en: 'Answer to your message' } as const;

const TEXTS = {
  fr: { hello: 'Bonjour,', quote: 'Votre message :' },
  en: { hello: 'Hello,', quote: 'Your message:' },
} as const;

/** The back office's answer to a contact or QR-code message (issue 34, item 5), in the language chosen. */
export const InboxAnswerMail = ({ lang, answer, original }: InboxAnswerProps) => {
  const t = TEXTS[lang];
  return (
    <MailLayout lang={lang}>
      <Text>{t.hello}</Text>
      <Text>
        <Lines text={answer} />
      </Text>
      <Text>{t.quote}</Text>
      <Text>
        <Lines text={original} />
      </Text>
    </MailLayout>
  );
};
