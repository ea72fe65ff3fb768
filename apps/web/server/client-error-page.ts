import type { ClientErrorPage } from '@gfj/api';

/**
 * The page Node's refusals get on a page path (decision 074): an address past 16 KB (414), or a
 * request whose headers (mostly cookies) are (431). Written on the raw socket before any route, so
 * it stands alone: no scripts, no stylesheet to fetch, the design tokens' colours and font stacks
 * inline (app/styles/tokens.css) without the web fonts.
 */
const TEXTS = {
  414: {
    title: 'Address too long',
    heading: 'This address is too long',
    text: 'The link you followed is longer than Good Food Jobs can read. Check where it came from, or search again from the home page.',
  },
  431: {
    title: 'Request too large',
    heading: 'Your browser sent too much',
    text: 'Your browser sent more with this request than Good Food Jobs can read, usually because of too many or too large cookies. Clear this site’s cookies, then try again.',
  },
} as const;

const STYLE = [
  'body{margin:0;background:#fbf7ef;color:#17261c;font:1rem/1.6 "Source Sans 3","Segoe UI",system-ui,-apple-system,sans-serif}',
  'main{max-width:40rem;margin:0 auto;padding:4rem 1rem}',
  'h1{font-family:"Iowan Old Style","Palatino Linotype",Georgia,serif;font-size:1.953rem;line-height:1.15;margin:0 0 1rem}',
  'p{margin:0 0 1.5rem;font-size:1.125rem}',
  'a{color:#2c6a3a;font-weight:600}',
  'a:hover{color:#1f5129}',
  // The site's focus ring (tokens.css --focus-ring), with the transparent outline forced colours paint.
  'a:focus-visible{outline:2px solid transparent;border-radius:6px;box-shadow:0 0 0 2px #fbf7ef,0 0 0 4px #1f5129,0 0 0 7px #f2c14e}',
].join('');

export const renderClientErrorPage: ClientErrorPage = (status) => {
  const { title, heading, text } = TEXTS[status];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Good Food Jobs</title><style>${STYLE}</style></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href="/">Go to the Good Food Jobs home page</a></p></main></body></html>`;
};
