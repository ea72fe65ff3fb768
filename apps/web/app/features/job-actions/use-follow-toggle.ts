import { useCallback, useRef, useState } from 'react';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import { isConnectionFailure, reportBrowserError } from '../../lib/error-reporting.ts';
import type { FollowToggleError } from './follow-toggle.ts';

export type FollowToggleOutcome = 'followed' | 'unfollowed' | 'failed' | 'ignored' | 'signed-out';

/** A failed toggle is reported (core 8: "Unable to parse returned data!" (reported)). */
const reportFailure = (error: unknown) => {
  console.error(error);
  reportBrowserError(error, { kind: 'api', action: 'follow toggle' });
};

export interface FollowToggleState {
  following: boolean;
  pending: boolean;
  /** Flips at once; resolves to what happened (a click while a request is in flight is ignored). */
  toggle: () => Promise<FollowToggleOutcome>;
}

/**
 * The heart's state (core 4): an optimistic flip, clicks ignored while a request is in flight,
 * the previous state restored on failure (reported, as the spec says; a 401 is 'signed-out').
 */
export function useFollowToggle(
  api: BrowserApiClient,
  userId: number | null,
  jobId: number,
  initial: boolean,
  report: (error: unknown) => void = reportFailure,
): FollowToggleState {
  const [following, setFollowing] = useState(initial);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const current = useRef(initial);

  const toggle = useCallback(async (): Promise<FollowToggleOutcome> => {
    if (inFlight.current || userId === null) return 'ignored';
    inFlight.current = true;
    setPending(true);
    const previous = current.current;
    current.current = !previous;
    setFollowing(!previous);
    try {
      // The protocol loads with the first click (docs/decisions/011); the heart has flipped already.
      const { toggleFollow } = await import('./follow-toggle.ts');
      const answer = await toggleFollow(api, userId, jobId);
      current.current = answer;
      setFollowing(answer);
      return answer ? 'followed' : 'unfollowed';
    } catch (error) {
      current.current = previous;
      setFollowing(previous);
      const { status } = error as FollowToggleError;
      // No session any more (it ended in another tab): not a failure to report.
      if (status === 401) return 'signed-out';
      // No answer at all (status 0: offline, or timed out on the way) or the protocol's code not
      // fetched: the visitor's connection, said by the heart, not a fault to report.
      if (status !== 0 && !isConnectionFailure(error)) report(error);
      return 'failed';
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [api, userId, jobId, report]);

  return { following, pending, toggle };
}
