/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import type { ReactNode } from 'react';

/** The product's look in email-safe inline styles: cream page, deep green buttons, serif headings. */
export const mailColors = {
  cream: '#f8f4ea',
  card: '#fffdf8',
  ink: '#1f2a22',
  green: '#1f5c3a',
  muted: '#5b6b5f',
  border: '#e4dccb',
} as const;

const serif = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: mailColors.cream,
          color: mailColors.ink,
          fontFamily: sans,
        }}
      >
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: mailColors.cream }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '32px 16px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 600,
                    backgroundColor: mailColors.card,
                    border: `1px solid ${mailColors.border}`,
                    borderRadius: 8,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: '24px 32px 0',
                          fontFamily: serif,
                          fontSize: 20,
                          color: mailColors.green,
                        }}
                      >
                        Good Food Jobs
                      </td>
                    </tr>
                    <tr>
                      {/* A long unbroken word (a pasted link, a visitor's message) wraps inside the card: it ran
                          past it. `anywhere` where it is read, `break-word` for older mail clients. */}
                      <td
                        style={{
                          padding: '8px 32px 32px',
                          fontSize: 16,
                          lineHeight: 1.5,
                          overflowWrap: 'anywhere',
                          wordBreak: 'break-word',
                        }}
                      >
                        <h1
                          style={{ fontFamily: serif, fontWeight: 'normal', fontSize: 26, margin: '16px 0' }}
                        >
                          {title}
                        </h1>
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ fontSize: 12, color: mailColors.muted, margin: '16px 0 0' }}>
                  Good Food Jobs: jobs in sustainable food and agriculture.
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          backgroundColor: mailColors.green,
          color: '#ffffff',
          textDecoration: 'none',
          padding: '12px 24px',
          borderRadius: 6,
          fontWeight: 'bold',
        }}
      >
        {children}
      </a>
    </p>
  );
}

export function MailParagraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 16px' }}>{children}</p>;
}

/** A visitor's own words, quoted as they wrote them (line breaks kept). */
export function MailQuote({ children }: { children: ReactNode }) {
  return (
    <blockquote
      style={{
        margin: '0 0 16px',
        padding: '8px 16px',
        borderLeft: `3px solid ${mailColors.border}`,
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </blockquote>
  );
}
