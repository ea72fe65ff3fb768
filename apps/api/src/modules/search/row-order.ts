/**
 * Rows of the listing index kept sorted by one order (newest first, oldest first, most popular
 * first), updated in place: a row goes in or out with a binary search and one `copyWithin`, so a
 * changed job costs microseconds instead of sorting every row again (decision 022).
 */
export class RowOrder {
  private buffer: Int32Array;
  private length = 0;

  /** `compare` must be a total order over live rows (ties broken by job id). */
  constructor(
    private readonly compare: (a: number, b: number) => number,
    capacity: number,
  ) {
    this.buffer = new Int32Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  /** The rows in order (a view: valid until the next change). */
  get rows(): Int32Array {
    return this.buffer.subarray(0, this.length);
  }

  grow(capacity: number): void {
    if (capacity <= this.buffer.length) return;
    const next = new Int32Array(capacity);
    next.set(this.rows);
    this.buffer = next;
  }

  /** Replaces the content with these rows, sorted. */
  rebuild(rows: ArrayLike<number>): void {
    this.grow(rows.length);
    this.buffer.set(rows);
    this.length = rows.length;
    this.rows.sort(this.compare);
  }

  /** Where `row` is or would go. */
  private positionOf(row: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.buffer[mid] as number, row) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(row: number): void {
    const at = this.positionOf(row);
    this.buffer.copyWithin(at + 1, at, this.length);
    this.buffer[at] = row;
    this.length += 1;
  }

  /** Removes `row`; its sort columns must still hold the values it was inserted with. */
  remove(row: number): void {
    const at = this.positionOf(row);
    if (this.buffer[at] !== row || at >= this.length) {
      throw new Error(`row ${row} is not where its order puts it`);
    }
    this.buffer.copyWithin(at, at + 1, this.length);
    this.length -= 1;
  }
}
