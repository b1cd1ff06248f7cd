import type { FormHTMLAttributes } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** the form's own check and send; the browser's submit (a page load) never happens */
  onSubmit: () => void;
}

/**
 * A form of the storefront's own: a card of stacked fields by default, checked by its own rules
 * (in words, in the customer's language) rather than the browser's bubbles.
 */
export function Form({ onSubmit, className = 'stack card', ...rest }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      {...rest}
    />
  );
}
