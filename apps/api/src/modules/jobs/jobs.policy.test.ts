import { JOB_STATUSES, type JobStatus } from '@gfj/contracts';
import { describe, expect, it } from 'vitest';
import { canChangeStatus, canOnJob, type JobAction, type JobActor } from './jobs.policy.ts';

const OWNER: JobActor = { userId: 1, isStaff: false, isConfirmed: true };
const OTHER: JobActor = { userId: 2, isStaff: false, isConfirmed: true };
const STAFF: JobActor = { userId: 3, isStaff: true, isConfirmed: true };
const GUEST: JobActor = { userId: null, isStaff: false };

/** Every action for every actor on a listing of each status: the whole policy, as a table. */
const EXPECTED: Record<
  JobStatus,
  Record<JobAction, [owner: boolean, other: boolean, staff: boolean, guest: boolean]>
> = {
  draft: {
    read: [true, false, true, false],
    edit: [true, false, true, false],
    submit: [true, false, true, false],
    delete: [true, false, true, false],
    changeStatus: [false, false, false, false],
    copy: [false, false, false, false],
  },
  unapproved: {
    read: [true, false, true, false],
    edit: [true, false, true, false],
    submit: [false, false, false, false],
    delete: [true, false, true, false],
    // Moderation: staff approve or return to draft (issue 15).
    changeStatus: [false, false, true, false],
    copy: [false, false, false, false],
  },
  approved: {
    read: [true, true, true, true],
    edit: [true, false, true, false],
    submit: [false, false, false, false],
    delete: [true, false, true, false],
    changeStatus: [true, false, true, false],
    copy: [true, false, true, false],
  },
  filled: {
    read: [true, true, true, true],
    edit: [true, false, true, false],
    submit: [false, false, false, false],
    delete: [true, false, true, false],
    changeStatus: [true, false, true, false],
    copy: [true, false, true, false],
  },
  expired: {
    read: [true, true, true, true],
    edit: [false, false, false, false],
    submit: [false, false, false, false],
    delete: [true, false, true, false],
    changeStatus: [false, false, false, false],
    copy: [true, false, true, false],
  },
  refunded: {
    read: [true, false, true, false],
    edit: [false, false, false, false],
    submit: [false, false, false, false],
    delete: [true, false, true, false],
    changeStatus: [false, false, false, false],
    copy: [true, false, true, false],
  },
  deleted: {
    read: [false, false, true, false],
    edit: [false, false, false, false],
    submit: [false, false, false, false],
    delete: [false, false, false, false],
    changeStatus: [false, false, false, false],
    // Gone for its poster; staff may copy it back for them (decision 061).
    copy: [false, false, true, false],
  },
};

describe('jobs policy', () => {
  it.each(JOB_STATUSES)('a %s listing', (status) => {
    const job = { status, ownerId: OWNER.userId };
    for (const action of Object.keys(EXPECTED[status]) as JobAction[]) {
      const answers = [OWNER, OTHER, STAFF, GUEST].map((actor) => canOnJob(actor, action, job));
      expect(answers, `${action} on ${status}`).toEqual(EXPECTED[status][action]);
    }
  });

  it('allows owners and staff approved <-> filled only', () => {
    const approved = { status: 'approved' as const, ownerId: 1 };
    const filled = { status: 'filled' as const, ownerId: 1 };
    for (const actor of [OWNER, STAFF]) {
      expect(canChangeStatus(actor, approved, 'filled')).toBe(true);
      expect(canChangeStatus(actor, filled, 'approved')).toBe(true);
      for (const to of JOB_STATUSES.filter((s) => s !== 'filled'))
        expect(canChangeStatus(actor, approved, to)).toBe(false);
    }
    expect(canChangeStatus(OTHER, approved, 'filled')).toBe(false);
  });

  it('lets staff alone approve a pending listing or return it to draft', () => {
    const pending = { status: 'unapproved' as const, ownerId: 1 };
    for (const to of ['approved', 'draft'] as const) {
      expect(canChangeStatus(STAFF, pending, to)).toBe(true);
      expect(canChangeStatus(OWNER, pending, to)).toBe(false);
      expect(canChangeStatus(OTHER, pending, to)).toBe(false);
    }
    expect(canChangeStatus(STAFF, pending, 'filled')).toBe(false);
  });
});
