import { Heart } from 'lucide';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { afterFollowChange } from '../account/account.queries.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { useRequireUser } from '../auth/auth-modals.tsx';
import { takePendingAction } from '../auth/pending-action.ts';
import { useDialogOpener } from './use-dialog-opener.ts';
import { useFollowToggle } from './use-follow-toggle.ts';

// The dialog (Radix) loads on first use, keeping the job page's first load small.
const FollowDialog = lazy(() => import('./follow-dialog.tsx'));

/**
 * The favorite heart (core 2, 4): guests get the sign-in prompt, and the job is favorited once
 * they are signed in (the page reloads); signed-in users flip it at once and see "LIKE THIS JOB?"
 * or "CHANGED YOUR MIND?" once the server agreed; one whose session has ended elsewhere gets the
 * guest's prompt, and the click (either way) is finished after signing in. Without JavaScript the heart posts its form to the job page instead.
 */
export function FavoriteHeart({ jobId, initial }: { jobId: number; initial: boolean }) {
  const api = useApiClient();
  const { userId } = useAppState();
  const requireUser = useRequireUser();
  const { following, pending, toggle } = useFollowToggle(api, userId, jobId, initial && userId !== null);
  const [dialog, setDialog] = useState<'followed' | 'unfollowed' | null>(null);
  const opener = useDialogOpener();
  const revalidator = useRevalidator();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Which way the click went: a member whose session ended elsewhere may have been unfavoriting.
  const wish = { kind: following ? 'unfavorite' : 'favorite', jobId } as const;

  async function flip() {
    if (userId === null) return;
    opener.remember();
    const outcome = await toggle();
    // The session ended elsewhere (signed out, cookies cleared): the guest's sign-in prompt.
    if (outcome === 'signed-out') requireUser(undefined, wish, true);
    if (outcome === 'followed' || outcome === 'unfollowed') {
      setDialog(outcome);
      // The favorites lists and the account menu's count (the root loader) change.
      void afterFollowChange(userId).finally(() => revalidator.revalidate());
    }
  }

  function onClick(event: MouseEvent) {
    // The form is for a browser without scripts (the job page's action favorites there).
    event.preventDefault();
    if (requireUser(undefined, wish)) void flip();
  }

  // A click made signed out, finished now that they are signed in: the job ends up favorited (or
  // unfavorited, as asked). One the signed-in page already shows done is only forgotten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in page loads
  useEffect(() => {
    if (userId === null) return;
    const [undone, done] = following
      ? (['unfavorite', 'favorite'] as const)
      : (['favorite', 'unfavorite'] as const);
    if (!takePendingAction({ kind: undone, jobId })) {
      takePendingAction({ kind: done, jobId });
      return;
    }
    buttonRef.current?.focus();
    void flip();
  }, [userId, jobId]);

  return (
    <form method="post">
      <button
        ref={buttonRef}
        type="submit"
        className="favorite-heart"
        aria-pressed={following}
        aria-busy={pending || undefined}
        data-following={following || undefined}
        onClick={onClick}
      >
        <Icon icon={Heart} aria-hidden="true" size={22} fill={following ? 'currentColor' : 'none'} />
        <span>{following ? 'Favorited' : 'Favorite'}</span>
      </button>
      <Suspense fallback={null}>
        {dialog ? (
          <FollowDialog
            kind={dialog}
            onClose={() => {
              setDialog(null);
              opener.restore();
            }}
          />
        ) : null}
      </Suspense>
    </form>
  );
}
