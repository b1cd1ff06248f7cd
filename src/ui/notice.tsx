import { useEffect } from 'react';
import { CloseIcon } from './icons';
import { TOAST_DURATION_MS } from './notify';

/**
 * One short notice the storefront gives by itself on a first visit (the location refusal): looks
 * and lasts like a toast (TOAST_DURATION_MS, closable, announced), without loading the toast
 * library into a first visit.
 */
export function Notice({
  text,
  closeLabel,
  onClose,
}: {
  text: string;
  closeLabel: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="notice" role="status">
      <p>{text}</p>
      <button type="button" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
