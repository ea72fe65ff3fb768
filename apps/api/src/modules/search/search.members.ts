import { type Job, jobSchema } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { presentJob } from '../jobs/jobs.presenter.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import type { ListingChanges } from './listing-changes.ts';

/** A page of search results as every guest gets it (`current_user_is_follower` false). */
export interface PresentedPage {
  member: Job[];
  /**
   * `member` as a JSON array, UTF-8, each job checked by its schema: in chunks (the brackets, the
   * commas and each job's kept bytes), written out without joining them first.
   */
  json: Buffer[];
}

export interface PresentedJobs {
  /**
   * The jobs with these ids, in this order, presented at `now`; an id no longer in the database
   * is left out. `listingVersion` is the version the ids were found at.
   */
  page(ids: readonly number[], listingVersion: number, now: Date): Promise<PresentedPage>;
}

interface Entry {
  /** The listing version (read before the job was) and site day the job was presented at. */
  version: number;
  day: string;
  job: Job;
  json: Buffer;
}

/** Rough memory bound: the JSON bytes twice over (the job object takes about as much again). */
const MAX_BYTES = 16 * 1024 * 1024;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * Presented jobs kept per job id (decision 017), so a search answer the answer cache does not hold
 * (other filters, another page, another sort) costs the index lookup and a join of kept JSON, not
 * reading, presenting and checking its 50 jobs again. An entry is used while its job has not
 * changed since the listing version it was made at (the change log names each changed job, so an
 * edit elsewhere keeps it: decision 022), on the same site day (`past_deadline` moves with the
 * day) and for at most `ttlSeconds`, which bounds the counters (views, emails) it shows, as the
 * answer cache does. `ttlSeconds` 0 keeps nothing.
 */
export function createPresentedJobs(db: Db, ttlSeconds: number, changes: ListingChanges): PresentedJobs {
  const entries =
    ttlSeconds > 0
      ? new LRUCache<number, Entry>({
          maxSize: MAX_BYTES,
          sizeCalculation: (entry) => entry.json.length * 2,
          ttl: ttlSeconds * 1000,
        })
      : undefined;

  return {
    async page(ids, listingVersion, now) {
      const day = siteDay(now);
      const found = new Map<number, Entry>();
      const missing: number[] = [];
      for (const id of ids) {
        const entry = entries?.get(id);
        if (entry && entry.version >= changes.lastChangeOf(id) && entry.day === day) found.set(id, entry);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const row of await findJobsInOrder(db, missing)) {
          const job = jobSchema.parse(presentJob(row, { now, isFollower: false })) as Job;
          const entry: Entry = { version: listingVersion, day, job, json: Buffer.from(JSON.stringify(job)) };
          found.set(row.id, entry);
          entries?.set(row.id, entry);
        }
      }
      const member: Job[] = [];
      const chunks: Buffer[] = [OPEN];
      for (const id of ids) {
        const entry = found.get(id);
        if (!entry) continue;
        if (member.length > 0) chunks.push(COMMA);
        member.push(entry.job);
        chunks.push(entry.json);
      }
      chunks.push(CLOSE);
      return { member, json: chunks };
    },
  };
}
