/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Html, Link, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';

/** Brand teal of the web app (shade 7, readable on white). */
const BRAND = '#038674';

/**
 * The frame of every e-mail: the "QRecrute" header (left out of the text part), the body, the
 * "L'équipe QRecrute" footer ("The QRecrute team" in a mail written in English, decision 125). Values are written as JSX children or attributes, never as HTML:
 * React escapes them, the one escaper of e-mails (decision 080).
 */
export function MailLayout({ children, lang = 'fr' }: { children: ReactNode; lang?: 'fr' | 'en' }) {
  return (
    <Html lang={lang}>
      <Head />
      <Body style={{ backgroundColor: '#f1f3f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#212529', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' }}>
          <Section data-skip-in-text="true">
            <Text style={{ color: BRAND, fontSize: '22px', fontWeight: 'bold', margin: 0 }}>QRecrute</Text>
          </Section>
          <Section>{children}</Section>
          <Section>
            <Text>{lang === 'en' ? 'The QRecrute team' : "L'équipe QRecrute"}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A link: its label in the HTML part, its address in the text part. */
export const MailLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={{ color: BRAND, fontWeight: 'bold' }}>
    {children}
  </Link>
);

/** A paragraph that says something, then, on its next line, the link to act on it. */
export const TextThenLink = ({ text, href, action }: { text: ReactNode; href: string; action: ReactNode }) => (
  <Text>
    {text}
    <br />
    <MailLink href={href}>{action}</MailLink>
  </Text>
);

/** Text typed by someone, its line breaks kept (e.g. a contact message). */
export const Lines = ({ text }: { text: string }) =>
  text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
