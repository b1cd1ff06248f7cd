import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import type { SlotMove } from '../checkout.machine';

/**
 * Beside the time: it moved because the order now goes to another branch, which is closed at the
 * time chosen (to its nearest slot, or to none: then the customer picks one).
 */
export function SlotMoved({
  move,
  branch,
  today,
}: {
  move: SlotMove;
  branch: components['schemas']['Branch'];
  today: string;
}) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  const name = localized(branch.name, lang);
  const { from, to } = move;
  return (
    <p className="card card--notice" role="status" data-testid="slot-moved">
      {to
        ? t('slotMoved', {
            branch: name,
            from: from.time,
            // the day is named only when it changed
            to:
              to.day === from.day
                ? to.time
                : t(to.day === today ? 'slotAt.today' : 'slotAt.tomorrow', { time: to.time }),
          })
        : t('slotGone', { branch: name })}
    </p>
  );
}
