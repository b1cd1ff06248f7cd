import type { CSSProperties, ReactNode, SelectHTMLAttributes } from 'react';

/**
 * A labelled form control: the label's text above the control it holds (an input, a select, a
 * textarea, the phone input), so the control is named by its label. `hideLabel` keeps the name
 * for screen readers where the control speaks for itself on screen.
 */
export function Field({
  label,
  children,
  hideLabel = false,
  className,
  style,
}: {
  label: ReactNode;
  children: ReactNode;
  hideLabel?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <label className={className ? `field ${className}` : 'field'} style={style}>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      {children}
    </label>
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly { value: string | number; label: string }[];
}

/** A labelled choice among a few options. */
export function Select({ label, hideLabel, options, className, ...select }: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} className={className}>
      <select {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
