import { useId, useState } from 'react';

/** Descriptions longer than this (in characters of markup) start collapsed. */
export const COLLAPSE_AFTER_CHARS = 700;

/**
 * The job description with Read More / Read Less (core 2). It starts collapsed only when long, so
 * the server render and the first client render agree; collapsing scrolls back to the top.
 */
export function ReadMoreDescription({ html }: { html: string }) {
  const long = html.length > COLLAPSE_AFTER_CHARS;
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsed = long && !expanded;

  function toggle() {
    if (expanded) {
      setExpanded(false);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setExpanded(true);
  }

  return (
    <>
      <div
        id={id}
        className="prose read-more"
        data-collapsed={collapsed || undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises descriptions with an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={toggle}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
    </>
  );
}
