import { render, toPlainText } from '@react-email/render';
import { createElement, type FunctionComponent } from 'react';
import type { MailMessage } from './mailer.ts';

/** The text part: a link's address where the HTML part shows its label; list items start with "- ". */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'a', format: 'linkAddress' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
  formatters: {
    linkAddress: (elem: { attribs: Record<string, string> }, _walk: unknown, builder: { addInline(text: string): void }) =>
      builder.addInline(elem.attribs.href ?? ''),
  },
};

/**
 * Renders a mail template (a React Email component, decision 080) into the HTML part and, from that
 * HTML, the text part of a message.
 */
export async function renderMail<P extends object>(
  template: FunctionComponent<P>,
  props: P,
  message: Omit<MailMessage, 'text' | 'html'>,
): Promise<MailMessage> {
  const html = await render(createElement(template, props));
  return { ...message, html, text: toPlainText(html, TEXT_OPTIONS) };
}
