/** Scrolls to the first field the checkout refused (or its message) and puts the focus there. */
export function focusFirstProblem(form: HTMLFormElement | null) {
  const problem = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]:not(:empty)');
  if (!problem) return;
  const field = problem.matches('input, select, textarea, button, a[href]')
    ? problem
    : (problem
        .closest('section, fieldset, label, .field')
        ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, a[href], button') ??
      null);
  problem.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}
