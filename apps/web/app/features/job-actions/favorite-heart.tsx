import { Heart } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { useAuthModals } from '../auth/auth-modals.tsx';
import { useDialogOpener } from './use-dialog-opener.ts';
import { useFollowToggle } from './use-follow-toggle.ts';

// The dialog (Radix) loads on first use, keeping the job page's first load small.
const FollowDialog = lazy(() => import('./follow-dialog.tsx'));

/**
 * The favorite heart (core 2, 4): guests get the sign-in prompt; signed-in users flip it at once
 * and see "LIKE THIS JOB?" or "CHANGED YOUR MIND?" once the server agreed.
 */
export function FavoriteHeart({ jobId, initial }: { jobId: number; initial: boolean }) {
  const api = useApiClient();
  const { userId } = useAppState();
  const { openSignIn } = useAuthModals();
  const { following, pending, toggle } = useFollowToggle(api, userId, jobId, initial && userId !== null);
  const [dialog, setDialog] = useState<'followed' | 'unfollowed' | null>(null);
  const opener = useDialogOpener();
  const revalidator = useRevalidator();

  async function onClick() {
    if (userId === null) {
      openSignIn('login');
      return;
    }
    opener.remember();
    const outcome = await toggle();
    if (outcome === 'followed' || outcome === 'unfollowed') {
      setDialog(outcome);
      // The account menu's favorites count comes from the root loader.
      void revalidator.revalidate();
    }
  }

  return (
    <>
      <button
        type="button"
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
    </>
  );
}
