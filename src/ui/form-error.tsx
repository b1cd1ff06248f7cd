import type { ReactNode } from 'react';

/** A form's or a section's error, read out at once; nothing when there is none. */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} className="error" role="alert">
      {children}
    </p>
  );
}
