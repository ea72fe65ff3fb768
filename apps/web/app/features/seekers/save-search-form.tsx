import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { afterSavedSearchChange } from '../account/account.queries.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { useRequireUser } from '../auth/auth-modals.tsx';
import { takePendingSearchSave } from '../auth/pending-action.ts';
import type { ResendResult } from '../auth/resend-confirmation.tsx';
import { AlertsAfterConfirming } from './alerts-after-confirming.tsx';
import { checkSavedSearchName, SAVED_SEARCH_NAME_MAX } from './save-search-name.ts';

/** The success message (core 2). */
export const SEARCH_SAVED = 'Your search has been saved successfully.';
/** A guest signed in (or registered) without having named the search yet (decision 057). */
export const NAME_TO_SAVE = 'You are signed in. Name this search, then save it.';

/** What the search page's action answered to a post of this form without JavaScript. */
export interface SaveSearchResult {
  saved?: boolean;
  name?: string;
  nameError?: string;
  alert?: string;
  /** "Send me a new link" under the saved view, posted without JavaScript. */
  resend?: ResendResult;
}

/**
 * Save this search as a daily email alert (core 2, 5): name 3-38; on success the form resets,
 * says so, and the confirmation view follows. Guests get the sign-in modal, and the save is
 * finished when the page loads signed in (decision 057): at once when they had typed a valid name,
 * otherwise the form waits for one, focused.
 */
export function SaveSearchForm({ query, result }: { query: string; result?: SaveSearchResult | undefined }) {
  const api = useApiClient();
  const { userId, isConfirmed } = useAppState();
  const requireUser = useRequireUser();
  const revalidator = useRevalidator();
  // Seeded from the page action's answer: the form's post without JavaScript.
  const [name, setName] = useState(result?.name ?? '');
  const [error, setError] = useState<string | undefined>(result?.nameError);
  const [submitted, setSubmitted] = useState(result?.nameError !== undefined);
  const [alert, setAlert] = useState<string | null>(result?.alert ?? null);
  const [isAskingForName, setAskingForName] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(result?.saved === true || result?.resend !== undefined);
  // The view changes under the keyboard: focus follows to its heading, and back to the field.
  const doneTitleRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const hasSwitched = useRef(false);
  useEffect(() => {
    if (!hasSwitched.current) return;
    (saved ? doneTitleRef.current : nameRef.current)?.focus();
  }, [saved]);

  async function save(value: string, signedInId: number) {
    setSaving(true);
    setAlert(null);
    setAskingForName(false);
    const response = await api.request('/saved-searches', {
      method: 'POST',
      json: { name: value.trim(), params: query },
    });
    setSaving(false);
    if (response.ok) {
      setName('');
      setSubmitted(false);
      hasSwitched.current = true;
      setSaved(true);
      // The saved searches lists and the account menu's count (the root loader) change.
      void afterSavedSearchChange(signedInId).finally(() => revalidator.revalidate());
      return;
    }
    setSubmitted(true);
    const nameViolation = response.error.violations.find((v) => v.propertyPath === 'name');
    if (nameViolation) {
      setError(nameViolation.message);
      nameRef.current?.focus();
    } else setAlert(response.error.violations[0]?.message ?? formatApiError(response.error));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (userId === null) {
      // Signing in (or registering) reloads this page, which then finishes the save.
      requireUser(undefined, { kind: 'save-search', query, name: name.trim() });
      return;
    }
    setSubmitted(true);
    const found = checkSavedSearchName(name);
    setError(found);
    // The field says what is wrong (its error is its description): the keyboard goes there, as on
    // the site's other forms, and a screen reader reads it.
    if (found) nameRef.current?.focus();
    if (found || saving) return;
    await save(name, userId);
  }

  // A guest's save, finished now that the page loaded signed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in page loads
  useEffect(() => {
    if (userId === null) return;
    const pendingName = takePendingSearchSave(query);
    if (pendingName === undefined) return;
    if (checkSavedSearchName(pendingName) === undefined) {
      void save(pendingName, userId);
      return;
    }
    setName(pendingName);
    setAskingForName(true);
    nameRef.current?.focus();
  }, [userId, query]);

  if (saved) {
    return (
      <section className="save-search save-search--done" aria-labelledby="save-search-done-title">
        <h2 id="save-search-done-title" className="save-search__done-title" ref={doneTitleRef} tabIndex={-1}>
          your search has been saved.
        </h2>
        <Alert tone="success">{SEARCH_SAVED}</Alert>
        {isConfirmed ? null : <AlertsAfterConfirming resend={result?.resend} />}
        <p>Create another, or visit the My Account area to manage your search.</p>
        <div className="save-search__links">
          <Button variant="secondary" onClick={() => setSaved(false)}>
            Create another
          </Button>
          <Link to="/account/seekers/saved-searches">My Account</Link>
          <Link to="/faq">Read the FAQs</Link>
        </div>
      </section>
    );
  }

  return (
    <section className="save-search" aria-labelledby="save-search-title">
      <h2 id="save-search-title" className="save-search__title">
        Save this search
      </h2>
      <p>Get the new jobs that match it by email, every morning.</p>
      {isAskingForName ? <Alert tone="info">{NAME_TO_SAVE}</Alert> : null}
      {alert ? (
        <Alert tone="danger" onDismiss={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
      {/* Posts to this page's own address (filters kept) when JavaScript has not taken over. */}
      <form className="save-search__row" method="post" noValidate onSubmit={submit}>
        <input type="hidden" name="params" value={query} />
        <TextField
          ref={nameRef}
          label="Name this search"
          name="name"
          value={name}
          error={error}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => {
            setName(e.target.value);
            if (submitted) setError(checkSavedSearchName(e.target.value));
          }}
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save search'}
        </Button>
      </form>
    </section>
  );
}
