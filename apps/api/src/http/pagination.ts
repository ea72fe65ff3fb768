import { LIMITS } from '@gfj/contracts';
import { z } from 'zod';
import { BadRequestError } from './errors.ts';

export const DEFAULT_PAGE_SIZE = 30;

/** A page past every row any table can hold (ids are PostgreSQL integers): larger pages are this one. */
export const MAX_PAGE = LIMITS.maxPage;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export interface PaginationOptions {
  /** The resource's default page size (the spec's, else 30). */
  defaultPageSize?: number;
  /** Larger values are clamped silently to this. */
  maxPageSize?: number;
}

/** Query keys every paginated route accepts; spread into a route's query schema. */
export const paginationQueryShape = {
  // Read by parsePagination (page < 1 is a 400, an unparsable pageSize falls back to the default);
  // documented as the integers clients send.
  page: z
    .unknown()
    .optional()
    .meta({ type: 'integer', minimum: 1, default: 1, description: 'Page number, from 1' }),
  pageSize: z
    .unknown()
    .optional()
    .meta({ type: 'integer', minimum: 1, description: 'Items per page; clamped at the resource maximum' }),
  itemsPerPage: z
    .unknown()
    .optional()
    .meta({ type: 'integer', minimum: 1, description: 'API Platform’s name for pageSize (pageSize wins)' }),
};

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `page` defaults to 1 and anything below 1 (or not an integer) is a 400, a huge one is an empty page; `pageSize` (or API
 * Platform's `itemsPerPage`) defaults per resource, is clamped at the maximum, and an unparsable
 * value falls back to the default.
 */
export function parsePagination(
  query: Record<string, unknown>,
  options: PaginationOptions = {},
): PageRequest {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const maxPageSize = options.maxPageSize ?? Math.max(defaultPageSize, 100);
  const rawPage = firstValue(query.page);
  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    const text = String(rawPage).trim();
    page = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(page) || page < 1) throw new BadRequestError('Page should not be less than 1');
    // Only `page` < 1 is an error (api-conventions: Pagination): a page past the last is an empty
    // page, however large; past MAX_PAGE no page can hold a row, so it stands for all of them.
    page = Math.min(page, MAX_PAGE);
  }
  // API Platform's own name for it, which its Admin and clients send.
  const rawSize = Number(firstValue(query.pageSize ?? query.itemsPerPage));
  const requested = Number.isInteger(rawSize) && rawSize >= 1 ? rawSize : defaultPageSize;
  const pageSize = Math.min(requested, maxPageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
