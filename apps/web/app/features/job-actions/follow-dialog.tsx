import { Link } from 'react-router';
import { AuthDialogFrame } from '../auth/auth-dialog-frame.tsx';

/** "LIKE THIS JOB?" after following, "CHANGED YOUR MIND?" after unfollowing; both link to favorites. */
export default function FollowDialog({
  kind,
  onClose,
}: {
  kind: 'followed' | 'unfollowed';
  onClose: () => void;
}) {
  const followed = kind === 'followed';
  return (
    <AuthDialogFrame title={followed ? 'LIKE THIS JOB?' : 'CHANGED YOUR MIND?'} onClose={onClose}>
      <p className="dialog__message">
        {followed
          ? 'We saved it to your favorites, so you can come back to it any time.'
          : 'We took it off your favorites. You can favorite it again whenever you like.'}
      </p>
      <p className="dialog__message">
        <Link
          to="/account/seekers"
          onClick={onClose}
          className="button"
          data-variant="primary"
          data-size="md"
        >
          See my favorites
        </Link>
      </p>
    </AuthDialogFrame>
  );
}
