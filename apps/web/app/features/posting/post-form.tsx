import type { Job } from '@gfj/contracts/jobs';
import type { JobSubmission } from '@gfj/contracts/posting';
import { POSTING_FIELD_ORDER } from '@gfj/contracts/posting-rules';
import type { JobPostType } from '@gfj/contracts/reference';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { useApiClient } from '../auth/app-state.tsx';
import type { AttachmentInfo } from './attachments-field.tsx';
import { PaySection } from './post-form-pay.tsx';
import { ApplySection, type PlaceOption, PlaceSection } from './post-form-place.tsx';
import { CompanySection, ListingSection, ProgramSection, SaleSection } from './post-form-sections.tsx';
import {
  fieldId,
  formValuesToBody,
  jobToFormValues,
  POST_FORM_ALERTS,
  type PostFormField,
  type PostFormValues,
  type Violation,
  validatePostForm,
} from './post-form-values.ts';
import { saveDraft, submitDraft } from './posting.queries.ts';
import { SubmittedPanel } from './submitted-panel.tsx';
import { describeSaveState, useAutosave } from './use-autosave.ts';

export interface PostFormResult {
  violations?: Violation[];
  /** What a refused no-JavaScript post held, shown again instead of the saved draft. */
  values?: PostFormValues;
  alert?: string;
  submission?: JobSubmission;
  /** Files a no-JavaScript post stored, named even if the listing could not take them yet. */
  uploaded?: AttachmentInfo[];
  /** A no-JavaScript post kept the fields in red back: the bar must not say the draft is saved. */
  unsaved?: boolean;
}

export interface PostFormProps {
  job: Job;
  postType: JobPostType;
  countries: PlaceOption[];
  states: PlaceOption[];
  latestCompanyDescription?: string | undefined;
  /** What a no-JavaScript post of this form answered. */
  result?: PostFormResult | undefined;
  /** The listing was submitted from the form (the page's draft wording no longer holds). */
  onSubmitted?: (() => void) | undefined;
}

const fieldOf = (path: string) => path.split('.')[0] as PostFormField;

/** Focuses the first field with a message, in the order the form shows them. */
export function focusFirstInvalid(paths: string[]) {
  const order = (p: string) => {
    const index = POSTING_FIELD_ORDER.indexOf(fieldOf(p));
    return index === -1 ? POSTING_FIELD_ORDER.length : index;
  };
  const first = [...paths].sort((a, b) => order(a) - order(b))[0];
  if (first) document.getElementById(fieldId(fieldOf(first)))?.focus();
}

/**
 * The posting form (issue 14): every label and hint from the post type, autosaved drafts, the
 * API's rules as the poster types, preview and submission. Without JavaScript it posts to the
 * route's action with the same fields.
 */
export function PostForm({
  job,
  postType,
  countries,
  states,
  latestCompanyDescription,
  result,
  onSubmitted,
}: PostFormProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const isDraft = job.status === 'draft';
  const postTypeId = postType.id;
  const saved = useMemo(() => jobToFormValues(job), [job]);
  const defaults = result?.values ?? saved;
  const resolver = useMemo<Resolver<PostFormValues>>(
    () => (values) => {
      const { violations } = validatePostForm(values, postTypeId);
      const errors: FieldErrors<PostFormValues> = {};
      for (const v of violations) errors[fieldOf(v.propertyPath)] ??= { type: 'rule', message: v.message };
      return { values: violations.length > 0 ? {} : values, errors };
    },
    [postTypeId],
  );
  const form = useForm<PostFormValues>({ defaultValues: defaults, mode: 'onChange', resolver });
  const [isHydrated, setHydrated] = useState(false);
  const [alert, setAlert] = useState<string | null>(result?.alert ?? null);
  const [submission, setSubmission] = useState<JobSubmission | undefined>(result?.submission);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => setHydrated(true), []);

  const showViolations = (violations: Violation[]) => {
    for (const v of violations)
      form.setError(fieldOf(v.propertyPath), { type: 'server', message: v.message });
  };
  const autosave = useAutosave({
    initial: formValuesToBody(saved).body,
    save: (patch, options) => saveDraft(api, job.id, patch, options),
    onViolations: showViolations,
    ...(result?.unsaved ? { initialState: { kind: 'invalid' } as const } : {}),
  });

  // Drafts save themselves as the poster types; a submitted listing is saved on request.
  useEffect(() => {
    if (!isDraft) return undefined;
    const subscription = form.watch((values) => {
      const { body, violations } = validatePostForm(values as PostFormValues, postTypeId);
      autosave.schedule(
        body,
        violations.map((v) => fieldOf(v.propertyPath)),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, isDraft, postTypeId, autosave.schedule]);

  // Leaving the form. A draft's last keystrokes wait for the autosave's pause: they are sent
  // before an in-app navigation, and in a request that outlives the page on a reload or a closed
  // tab. A submitted listing saves on request only: leaving with unsaved changes asks first.
  const hasUnsavedEdits = () => !isDraft && autosave.isUnsaved(formValuesToBody(form.getValues()).body);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (submission || currentLocation.pathname === nextLocation.pathname) return false;
    return isDraft ? autosave.hasPending() : hasUnsavedEdits();
  });
  const flushing = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || !isDraft) return;
    if (flushing.current === blocker.location.key) return;
    flushing.current = blocker.location.key;
    void autosave.flushPending().finally(() => blocker.proceed());
  }, [blocker, isDraft, autosave.flushPending]);
  const hasUnsavedRef = useRef(hasUnsavedEdits);
  hasUnsavedRef.current = hasUnsavedEdits;
  useEffect(() => {
    if (submission) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onPageHide = () => {
      if (isDraft) autosave.sendBeforeUnload();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [submission, isDraft, autosave.sendBeforeUnload]);

  // The sticky Save/Preview/Submit bar must not cover the focused field (WCAG 2.4.11): the page
  // keeps its height free at the bottom when it scrolls a field into view (posting.css).
  const bar = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar comes back with the form when a submission is cleared
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--post-form-bar', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--post-form-bar');
    };
  }, [submission]);

  // What the browser scrolls into view on focus is not always the whole field (a textarea, the
  // editor): once it has scrolled, the rest of the field is brought above the bar.
  const keepAboveBar = (target: HTMLElement) => {
    const element = bar.current;
    if (!element || element.contains(target)) return;
    window.requestAnimationFrame(() => {
      if (document.activeElement !== target) return;
      const box = target.getBoundingClientRect();
      const room = element.getBoundingClientRect().top - 12;
      if (box.bottom <= room) return;
      // Never past the field's own top (under the sticky header) for a field taller than the room.
      const headerRoom = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const shift = Math.min(box.bottom - room, box.top - headerRoom);
      if (shift > 0) window.scrollBy({ top: shift, behavior: 'instant' });
    });
  };

  const errorOf = (name: PostFormField) =>
    form.formState.errors[name]?.message ??
    (isHydrated ? undefined : result?.violations?.find((v) => fieldOf(v.propertyPath) === name)?.message);

  /**
   * Checks every field (and, before a submission, what a submission needs) and saves them; false
   * (with the messages shown) when something is wrong.
   */
  async function saveAll(forSubmission: boolean): Promise<boolean> {
    const values = form.getValues();
    const draft = validatePostForm(values, postTypeId);
    const { violations } = forSubmission ? validatePostForm(values, postTypeId, { forSubmission }) : draft;
    if (violations.length > 0) {
      showViolations(violations);
      setAlert(
        draft.violations.length === 0
          ? POST_FORM_ALERTS.notComplete
          : POST_FORM_ALERTS.checkFields(violations.length),
      );
      focusFirstInvalid(violations.map((v) => v.propertyPath));
      // Not ready to submit, but nothing wrong to save: what was typed is kept.
      if (draft.violations.length === 0) await autosave.flush(draft.body, []);
      return false;
    }
    const saved = await autosave.flush(draft.body, []);
    if (!saved) setAlert(POST_FORM_ALERTS.notSaved);
    return saved;
  }

  async function run(intent: string) {
    setAlert(null);
    setBusy(true);
    try {
      if (!(await saveAll(intent === 'submit'))) return;
      if (intent === 'preview') {
        await navigate(`/post/${job.id}/preview`);
        return;
      }
      if (intent !== 'submit') return;
      const response = await submitDraft(api, job.id);
      if (response.ok && response.data) {
        setSubmission(response.data);
        onSubmitted?.();
        window.scrollTo({ top: 0 });
        return;
      }
      if (!response.ok && response.status === 422) {
        showViolations(response.error.violations);
        setAlert(POST_FORM_ALERTS.notComplete);
        focusFirstInvalid(response.error.violations.map((v) => v.propertyPath));
      } else if (!response.ok) {
        setAlert(`${response.error.code}: ${response.error.message}`);
      }
    } finally {
      setBusy(false);
    }
  }

  if (submission) return <SubmittedPanel submission={submission} job={job} />;
  const typeId = form.watch('type_id');
  const mayBeUnpaid = typeId === '4' || postTypeId === 3;
  const sectionProps = { form, texts: postType, errorOf };
  const attachments = [
    ...job.attachments.flatMap((a) =>
      a.media_object ? [{ iri: a.media_object, name: a.name, size: a.size }] : [],
    ),
    ...(result?.uploaded ?? []),
  ];

  return (
    <form
      method="post"
      action={`/post/${job.id}`}
      // Without JavaScript the files chosen travel with the form (with it, they upload one by one).
      encType="multipart/form-data"
      noValidate
      className="post-form"
      onFocus={(event) => keepAboveBar(event.target)}
      onSubmit={(event) => {
        event.preventDefault();
        if (isBusy) return;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        void run(submitter?.value ?? 'save');
      }}
    >
      {alert ? (
        <Alert
          tone="danger"
          onDismiss={() => setAlert(null)}
          // A refused post without JavaScript comes back at the top of a long page: the browser
          // takes the focus (and the view) to what went wrong, as the script does for its fields.
          focusOnLoad={!isHydrated && alert === result?.alert}
        >
          {alert}
        </Alert>
      ) : null}
      <CompanySection
        {...sectionProps}
        onReuse={(on) => {
          if (on && latestCompanyDescription && !form.getValues('company_description')) {
            form.setValue('company_description', latestCompanyDescription, {
              shouldDirty: true,
              shouldValidate: true,
            });
          }
        }}
      />
      <ListingSection {...sectionProps} postTypeId={postTypeId} attachments={attachments} />
      {postTypeId === 2 ? <SaleSection {...sectionProps} /> : null}
      {postTypeId === 3 ? <ProgramSection {...sectionProps} /> : null}
      <PlaceSection {...sectionProps} countries={countries} states={states} isJob={postTypeId === 1} />
      {postTypeId === 2 ? null : <PaySection {...sectionProps} mayBeUnpaid={mayBeUnpaid} />}
      <ApplySection {...sectionProps} />
      {/* The buttons say they are busy with aria-disabled, not disabled: a disabled button loses
          the keyboard focus, which then started again from the top of the page after each save. */}
      <div className="post-form__actions" ref={bar}>
        <p className="post-form__status" role="status" aria-live="polite" data-state={autosave.state.kind}>
          {isDraft
            ? describeSaveState(autosave.state)
            : 'Changes to a submitted listing are saved when you choose Save changes.'}
        </p>
        <Button
          type="submit"
          name="intent"
          value="save"
          variant="secondary"
          aria-disabled={isBusy || undefined}
        >
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
        {isDraft ? (
          <>
            <Button
              type="submit"
              name="intent"
              value="preview"
              variant="secondary"
              aria-disabled={isBusy || undefined}
            >
              Preview
            </Button>
            <Button type="submit" name="intent" value="submit" aria-disabled={isBusy || undefined}>
              Submit listing
            </Button>
          </>
        ) : null}
      </div>
      {blocker.state === 'blocked' && !isDraft ? (
        <DialogFrame
          title="Leave without saving?"
          description="You changed this listing but did not save the changes. If you leave this page now, they are lost."
          onClose={() => blocker.reset()}
        >
          <div className="post-form__leave">
            <Button
              type="button"
              onClick={() => {
                // Saved: on to where the poster was going; refused: back to the fields in red.
                void saveAll(false).then((ok) => (ok ? blocker.proceed?.() : blocker.reset?.()));
              }}
            >
              Save changes and leave
            </Button>
            <Button type="button" variant="secondary" onClick={() => blocker.reset()}>
              Stay on this page
            </Button>
            <Button type="button" variant="ghost" onClick={() => blocker.proceed()}>
              Leave without saving
            </Button>
          </div>
        </DialogFrame>
      ) : null}
    </form>
  );
}
