import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An email template: a React component for the HTML part and a function for the text part. */
export interface MailTemplate<P> {
  name: string;
  Html: ComponentType<P>;
  text: (props: P) => string;
}

export function defineMailTemplate<P>(template: MailTemplate<P>): MailTemplate<P> {
  return template;
}

export function renderMailTemplate<P>(template: MailTemplate<P>, props: P): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(template.Html as ComponentType<object>, props as object))}`;
  return { html, text: template.text(props) };
}
