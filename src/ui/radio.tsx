import type { InputHTMLAttributes, ReactNode } from 'react';

/** One choice of a group (the group is the fieldset around it, named by its legend). */
export function Radio({
  children,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { children: ReactNode }) {
  return (
    <label className={className}>
      <input type="radio" {...input} />
      <span>{children}</span>
    </label>
  );
}
