import { CONTACT_TEXT } from '@gfj/contracts/content-text';

/** The texts after a message is sent (content 2). */
export function ContactThanks({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="contact-thanks" role="status">
      <Heading className="contact-thanks__title">{CONTACT_TEXT.thanks}</Heading>
      <p>{CONTACT_TEXT.reply}</p>
    </div>
  );
}
