import clsx from 'clsx';
import type { CSSProperties } from 'react';

/** A placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = '1em',
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return <span aria-hidden="true" className={clsx('skeleton', className)} style={{ width, height }} />;
}
