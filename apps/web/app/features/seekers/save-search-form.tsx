import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { afterSavedSearchChange } from '../account/account.queries.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { useAuthModals } from '../auth/auth-modals.tsx';
import { checkSavedSearchName } from './save-search-name.ts';

/** The success message (core 2). */
export const SEARCH_SAVED = 'Your search has been saved successfully.';

/**
 * Save this search as a daily email alert (core 2, 5): name 3-38; on success the form resets,
 * says so, and the confirmation view follows. Guests get the sign-in modal.
 */
export function SaveSearchForm({ query }: { query: string }) {
  const api = useApiClient();
  const { userId } = useAppState();
  const { openSignIn } = useAuthModals();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The view changes under the keyboard: focus follows to its heading, and back to the field.
  const doneTitleRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const hasSwitched = useRef(false);
  useEffect(() => {
    if (!hasSwitched.current) return;
    (saved ? doneTitleRef.current : nameRef.current)?.focus();
  }, [saved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (userId === null) {
      openSignIn('login');
      return;
    }
    setSubmitted(true);
    const found = checkSavedSearchName(name);
    setError(found);
    if (found || saving) return;
    setSaving(true);
    setAlert(null);
    const response = await api.request('/saved-searches', {
      method: 'POST',
      json: { name: name.trim(), params: query },
    });
    setSaving(false);
    if (response.ok) {
      setName('');
      setSubmitted(false);
      hasSwitched.current = true;
      setSaved(true);
      // The saved searches lists and the account menu's count (the root loader) change.
      void afterSavedSearchChange(userId).finally(() => revalidator.revalidate());
      return;
    }
    const nameViolation = response.error.violations.find((v) => v.propertyPath === 'name');
    if (nameViolation) setError(nameViolation.message);
    else setAlert(response.error.violations[0]?.message ?? formatApiError(response.error));
  }

  if (saved) {
    return (
      <section className="save-search save-search--done" aria-labelledby="save-search-done-title">
        <h2 id="save-search-done-title" className="save-search__done-title" ref={doneTitleRef} tabIndex={-1}>
          your search has been saved.
        </h2>
        <Alert tone="success">{SEARCH_SAVED}</Alert>
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
      {alert ? (
        <Alert tone="danger" onDismiss={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
      <form className="save-search__row" noValidate onSubmit={submit}>
        <TextField
          ref={nameRef}
          label="Name this search"
          name="name"
          value={name}
          error={error}
          maxLength={80}
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
