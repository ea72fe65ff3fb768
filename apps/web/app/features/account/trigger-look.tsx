import { ChevronDown, UserRound } from 'lucide';
import { Icon } from '../../components/ui/icon.tsx';

/** The account trigger's content, shared by the stand-in button and the Radix trigger. */
export function TriggerLook({ username }: { username: string }) {
  return (
    <>
      <Icon icon={UserRound} aria-hidden="true" size={20} />
      <span className="account-menu__name">
        Hi, <bdi>{username}</bdi>
      </span>
      <Icon icon={ChevronDown} aria-hidden="true" size={18} />
    </>
  );
}
