import { ChevronDown, UserRound } from 'lucide-react';

/** The account trigger's content, shared by the stand-in button and the Radix trigger. */
export function TriggerLook({ username }: { username: string }) {
  return (
    <>
      <UserRound aria-hidden="true" size={20} />
      <span className="account-menu__name">Hi, {username}</span>
      <ChevronDown aria-hidden="true" size={18} />
    </>
  );
}
