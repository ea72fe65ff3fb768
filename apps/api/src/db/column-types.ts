import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text vector; only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Postgres geometric point (x = longitude, y = latitude), indexable with GiST. */
export const point = customType<{ data: { x: number; y: number }; driverData: string }>({
  dataType: () => 'point',
  toDriver: (value) => `(${value.x},${value.y})`,
  fromDriver: (value) => {
    const [x, y] = String(value).replace(/[()]/g, '').split(',').map(Number);
    return { x: x ?? 0, y: y ?? 0 };
  },
});
