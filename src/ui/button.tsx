import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: ButtonVariant;
  /** the full width of its column */
  block?: boolean;
}

/**
 * The one button of the storefront and the desk: primary, secondary or danger (themed by CSS
 * variables), or a small action in a line of text (`link`: clear, delete, print).
 */
export function Button({ variant, block = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = className ? `${buttonClass(variant, block)} ${className}` : buttonClass(variant, block);
  return <button type={type} className={classes} {...rest} />;
}

/** A link that looks like a button (a route to go to, not an action). */
export const buttonClass = (variant: ButtonVariant, block = false) =>
  variant === 'link' ? 'link-btn' : block ? `btn btn--${variant} btn--block` : `btn btn--${variant}`;

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** an icon-only button's name for a screen reader (close, back, favourite) */
  'aria-label': string;
}

/** The square icon-only button (close, back, favourite), at least 44 × 44 px. */
export function IconButton({ className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${iconButtonClass} ${className}` : iconButtonClass}
      {...rest}
    />
  );
}

/** A link that looks like an icon button (the way back to a page). */
export const iconButtonClass = 'icon-btn';
