import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

/**
 * Toasts (spec section 9): 4500 ms by default, 16 px apart, in one of four corners, announced to
 * screen readers. sonner stays out of the first load: it loads when the page asks for it ahead
 * (`prepareToasts`, once the first screen is painted and the browser idle) or with a toast asked
 * for before that.
 */
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
export const TOAST_DURATION_MS = 4500;
export const TOAST_GAP_PX = 16;

type Kind = 'success' | 'error' | 'info';
const pending: { kind: Kind; text: string; duration?: number }[] = [];
let ready: ((kind: Kind, text: string, duration?: number) => void) | null = null;
/** the mounted <Toasts>, told to load sonner by the first toast */
const wanted = new Set<() => void>();

let prepared = false;
/**
 * Loads the toasts' code ahead of the first toast. Not with it: sonner's stylesheet, put in the
 * page when it loads, restyles every element, and the tap that asks for a toast ("+") is often
 * followed by another (a dish) just as it would arrive.
 */
export function prepareToasts(): void {
  prepared = true;
  for (const wake of wanted) wake();
}

export function notify(kind: Kind, text: string, duration = TOAST_DURATION_MS): void {
  if (ready) return void ready(kind, text, duration);
  pending.push({ kind, text, duration });
  for (const wake of wanted) wake();
}

const SonnerToaster = lazy(async () => {
  const { Toaster, toast } = await import('sonner');
  ready = (kind, text, duration) =>
    kind === 'info' ? toast(text, { duration }) : toast[kind](text, { duration });
  return {
    default: function Flush(props: { position: ToastPosition; closeLabel: string; dark: boolean }) {
      useEffect(() => {
        for (const t of pending.splice(0)) ready?.(t.kind, t.text, t.duration);
      }, []);
      return (
        <Toaster
          theme={props.dark ? 'dark' : 'light'}
          position={props.position}
          gap={TOAST_GAP_PX}
          duration={TOAST_DURATION_MS}
          closeButton
          richColors
          containerAriaLabel={props.closeLabel}
        />
      );
    },
  };
});

export function Toasts({
  position = 'top-right',
  label,
  dark = false,
}: {
  position?: ToastPosition;
  label: string;
  dark?: boolean;
}) {
  const [mount, setMount] = useState(false);
  useEffect(() => {
    // drawn in slices, never one long task (its first draw comes while the page is idle)
    const wake = () => startTransition(() => setMount(true));
    if (pending.length > 0 || prepared) wake();
    wanted.add(wake);
    return () => void wanted.delete(wake);
  }, []);
  if (!mount) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={position} closeLabel={label} dark={dark} />
    </Suspense>
  );
}
