import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('container', className)} {...props} />;
}
