import { SHARE_SENT } from '@gfj/contracts/job-page-messages';
import { Mail, Printer } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { buildFacebookShareUrl, buildTwitterShareUrl } from './share-links.ts';
import { useDialogOpener } from './use-dialog-opener.ts';
import { useShareLinkTracking } from './use-share-link-tracking.ts';

const EmailFriendDialog = lazy(() => import('./email-friend-dialog.tsx'));
// The green alert shows only once a message was sent: it loads then (asked for when the dialog
// reports the message sent, so it is there when the dialog closes), not with the page.
const loadAlert = () => import('../../components/ui/alert.tsx');
const Alert = lazy(() => loadAlert().then((module) => ({ default: module.Alert })));

function FacebookIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8h3.3z" />
    </svg>
  );
}

function TwitterIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

/**
 * Share this job (core 2): Facebook and Twitter (each posts its share tracking and carries its
 * `ref` marker), email a friend (modal; without JavaScript its own page) and print (hidden without
 * JavaScript, job-actions.css).
 */
export function ShareJob({
  jobId,
  jobUrl,
  position,
  companyName,
}: {
  jobId: number;
  jobUrl: string;
  position: string;
  companyName: string;
}) {
  useShareLinkTracking();
  const [emailOpen, setEmailOpen] = useState(false);
  // The success modal says it once; the green alert (core 8) stays here after it closes.
  const [isSent, setSent] = useState(false);
  const opener = useDialogOpener();
  return (
    <section className="share-job" aria-labelledby="share-job-title">
      <h2 id="share-job-title" className="share-job__title">
        Share this job
      </h2>
      <ul className="share-job__list">
        <li>
          <a
            className="share-job__action"
            href={buildFacebookShareUrl(jobUrl)}
            target="_blank"
            rel="noopener noreferrer"
            data-job={jobId}
            data-subject="share-facebook"
          >
            <FacebookIcon />
            Facebook<span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </li>
        <li>
          <a
            className="share-job__action"
            href={buildTwitterShareUrl(jobUrl, position, companyName)}
            target="_blank"
            rel="noopener noreferrer"
            data-job={jobId}
            data-subject="share-twitter"
          >
            <TwitterIcon />
            Twitter<span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </li>
        <li>
          {/* Without JavaScript it leads to the form's own page. */}
          <form action={`${jobUrl}/email`}>
            <button
              type="submit"
              className="share-job__action"
              onClick={(event) => {
                event.preventDefault();
                opener.remember();
                setSent(false);
                setEmailOpen(true);
              }}
            >
              <Icon icon={Mail} aria-hidden="true" size={20} />
              Email a friend
            </button>
          </form>
        </li>
        <li>
          <button type="button" className="share-job__action" onClick={() => window.print()}>
            <Icon icon={Printer} aria-hidden="true" size={20} />
            Print
          </button>
        </li>
      </ul>
      <Suspense fallback={null}>
        {isSent && !emailOpen ? (
          <Alert tone="success" onDismiss={() => setSent(false)}>
            {SHARE_SENT}
          </Alert>
        ) : null}
        {emailOpen ? (
          <EmailFriendDialog
            jobId={jobId}
            onSent={() => {
              void loadAlert();
              setSent(true);
            }}
            onClose={() => {
              setEmailOpen(false);
              opener.restore();
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
