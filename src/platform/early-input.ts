/**
 * What a customer does on a server-rendered page before its scripts have run: taps on links and
 * buttons (held, not followed) and changes to form controls (a portion chosen, an extra ticked, a
 * word typed), in the order they happened. The page's head records them (EARLY_INPUT_SCRIPT,
 * inlined by the server); once the storefront runs, `replayEarlyInput` gives each to the part of
 * the page it belongs to as soon as that part is hydrated: a choice made before hydration is
 * kept, never silently replaced by the default the page was rendered with.
 */
export type EarlyInput =
  | { kind: 'tap'; target: HTMLElement }
  | {
      kind: 'input';
      target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      checked: boolean;
      value: string;
    };

declare global {
  interface Window {
    /** what the page got before it was hydrated (recorded by the head: EARLY_INPUT in server/page-scripts.ts) */
    __dxTaps?: EarlyInput[];
  }
}

/**
 * Whether the part of the page a node is in answers: React has hydrated the node (it marks it with
 * its props: React DOM's own, stable since React 16) and, inside a layout block, the block has
 * committed (its box says `data-live`, src/engine/layout-page.tsx): a handler may run before
 * then, but what it sets would be lost.
 */
export const isHydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$')) &&
  (node.closest('[data-block]')?.hasAttribute('data-live') ?? true);

/**
 * Gives each recorded input to the page, in order, once its element is hydrated (a part of the
 * page loaded on demand hydrates later than the rest): a tap is clicked again; a control is set
 * to what the customer left it at, through the events React listens to, so the component's own
 * state takes it. An element gone from the page by then is skipped.
 */
export async function replayEarlyInput(
  inputs: readonly EarlyInput[],
  options: {
    hydrated?: (node: Element) => boolean;
    nextFrame?: () => Promise<void>;
    maxFrames?: number;
  } = {},
): Promise<void> {
  const hydrated = options.hydrated ?? isHydrated;
  const nextFrame =
    options.nextFrame ?? (() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  const maxFrames = options.maxFrames ?? 600;
  for (const input of inputs) {
    let frames = 0;
    while (input.target.isConnected && !hydrated(input.target) && frames++ < maxFrames) await nextFrame();
    if (!input.target.isConnected || !hydrated(input.target)) continue;
    if (input.kind === 'tap') input.target.click();
    else setControl(input.target, input.checked, input.value);
  }
}

/**
 * Sets a control so React sees a change: React compares the DOM with the value it last knew (set
 * through the element's own property), so the element is first put back on the other value and
 * then changed the way a person changes it.
 */
function setControl(
  target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  checked: boolean,
  value: string,
) {
  if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) {
    if (target.type === 'radio' && !checked) return; // a radio is unchecked by choosing another
    target.checked = !checked;
    target.click();
    return;
  }
  const proto = Object.getPrototypeOf(target) as object;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  target.value = value === '' ? ' ' : '';
  setValue?.call(target, value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}
