/**
 * How a page asks for the contact modal (content 2): any element carrying the attribute (links
 * keep href="/contact" for visitors without JavaScript), or the flag in the address on load. Kept
 * apart from the contracts' texts: every page's first load carries it.
 */
export const CONTACT_TRIGGER = {
  attribute: 'data-contact-form',
  showFormFlag: 'show-contact-form',
} as const;
