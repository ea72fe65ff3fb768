import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'harvest' | 'ghost';
type Size = 'md' | 'lg';
interface Look {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return (
    <button
      type={type}
      className={clsx('button', className)}
      data-variant={variant}
      data-size={size}
      {...props}
    />
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: LinkProps & Look) {
  return <Link className={clsx('button', className)} data-variant={variant} data-size={size} {...props} />;
}
