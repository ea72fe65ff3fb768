/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import type { FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundError } from '../../http/errors.ts';
import { parseId } from '../../http/iri.ts';
import { findMail, listMail } from './mail.repository.ts';

/** The local-mode mailbox (product decisions: Email). Registered only when mode is `local`. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', margin: 24, background: '#f8f4ea', color: '#1f2a22' }}
      >
        {children}
      </body>
    </html>
  );
}

function sendPage(reply: import('fastify').FastifyReply, element: ReactNode) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!DOCTYPE html>${renderToStaticMarkup(element)}`);
}

export async function registerMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await listMail(app.db);
    return sendPage(
      reply,
      <Page title="Mailbox">
        <h1>Mailbox (local mode)</h1>
        {rows.length === 0 ? (
          <p>No messages yet.</p>
        ) : (
          <table cellPadding={6}>
            <thead>
              <tr>
                <th align="left">Date</th>
                <th align="left">To</th>
                <th align="left">Subject</th>
                <th align="left">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>{m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
                  <td>{m.to}</td>
                  <td>
                    <a href={`/dev/mailbox/${m.id}`}>{m.subject}</a>
                  </td>
                  <td>{m.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Page>,
    );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const mail = id === undefined ? undefined : await findMail(app.db, id);
    if (!mail) throw new NotFoundError();
    return sendPage(
      reply,
      <Page title={mail.subject}>
        <p>
          <a href="/dev/mailbox">Back to the mailbox</a>
        </p>
        <h1>{mail.subject}</h1>
        <dl>
          <dt>To</dt>
          <dd>{mail.to}</dd>
          <dt>Date</dt>
          <dd>{mail.createdAt.toISOString()}</dd>
          <dt>Status</dt>
          <dd>{mail.status}</dd>
        </dl>
        <h2>HTML</h2>
        <iframe
          title="Message HTML"
          sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          srcDoc={mail.html}
          style={{ width: '100%', height: 600, border: '1px solid #ccc', background: '#fff' }}
        />
        <h2>Text</h2>
        <pre style={{ whiteSpace: 'pre-wrap', background: '#fff', padding: 12 }}>{mail.text}</pre>
        {mail.attachments.length > 0 && (
          <>
            <h2>Attachments</h2>
            <ul>
              {mail.attachments.map((a) => (
                <li key={a.filename}>
                  {a.filename} {a.contentType ? `(${a.contentType})` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </Page>,
    );
  });
}
