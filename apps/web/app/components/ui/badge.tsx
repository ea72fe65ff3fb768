import clsx from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'new' | 'filled' | 'passed' | 'green';

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={clsx('badge', className)} data-tone={tone} {...props} />;
}
