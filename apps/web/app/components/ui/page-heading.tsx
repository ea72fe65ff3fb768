import type { ReactNode } from 'react';

/** The top of a content page: a small label, the page's one h1 and an optional lede. */
export function PageHeading({
  eyebrow,
  title,
  lede,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede?: ReactNode;
}) {
  return (
    <header className="page-heading">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="page-heading__title">{title}</h1>
      {lede ? <p className="page-heading__lede">{lede}</p> : null}
    </header>
  );
}
