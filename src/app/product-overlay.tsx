import { IconButton } from '../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LayoutPage } from '../engine/layout-page';
import { leavePage } from '../platform/navigation';
import { afterFirstPaint } from '../platform/scripts';
import { useStorefront } from '../tenant/storefront-context';
import { menuQuery } from '../features/menu/menu.queries';
import { CloseIcon } from '../ui/icons';

export type ProductMode = 'SHEET' | 'POP_UP' | 'FULL_SCREEN';

/** The merchant's product navigation mode, overridden by the product's category. */
export function useProductMode(productId: string | undefined): ProductMode {
  const { api, merchant, channel, branchId, settings, lang } = useStorefront();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const product = data?.products.find((p) => p.id === Number(productId));
  const category = data?.categories.find((c) => c.id === product?.categoryId);
  return (category?.navigationType ?? settings.productNavigationType ?? 'SHEET') as ProductMode;
}

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // a browser without :modal
  }
};

/** A product as a bottom sheet or a pop-up over the page: focus stays inside, Escape and back close it, focus returns. */
export function ProductOverlay({ mode }: { mode: 'SHEET' | 'POP_UP' }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [, navigate] = useLocation();
  const close = () => leavePage(navigate);
  const escapeEarly = useEffectEvent(close);
  // Open from the first paint (a server-rendered product shows at once, where the modal will be),
  // then modal: focus trapped, the page below inert. Modal once the sheet is painted and the
  // browser idle: making the page below inert restyles every element of it (about 50 ms at a
  // phone's 4× slower CPU on a menu), which would otherwise hold the sheet's first frame back.
  useEffect(() => {
    const dialog = ref.current;
    let open = true;
    afterFirstPaint(() => {
      if (!open || !dialog || isModal(dialog)) return;
      if (dialog.open) dialog.close();
      dialog.showModal();
    });
    // Escape closes it before it is modal too (a modal dialog hears it itself: onCancel)
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dialog || isModal(dialog)) return;
      event.preventDefault();
      escapeEarly();
    };
    document.addEventListener('keydown', escape);
    return () => {
      open = false;
      document.removeEventListener('keydown', escape);
      dialog?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={mode === 'SHEET' ? 'sheet' : 'popup'}
      aria-label={t('nav.product')}
      data-mode={mode}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="sheet__body">
        <div className="sheet__close">
          <IconButton aria-label={t('actions.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </div>
        <LayoutPage page="product" />
      </div>
    </dialog>
  );
}
