import { IconButton } from '../../ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, inLanguage } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { CloseIcon } from '../../ui/icons';
import { useBranches } from './use-branches';
import { Radio } from '../../ui/radio';

/** Choose the city and the branch whose menu to show (all branches when none). */
export default function PlacePicker({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { cities, cityId, setCity, branchId, setBranch, lang, storage } = useStorefront();
  const branches = useBranches().filter((b) => cityId === null || b.cityId === cityId);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  const choose = (id: number | null) => {
    storage.set('branchChosen', true);
    setBranch(id);
    onClose();
  };
  return (
    <dialog ref={ref} className="sheet" aria-labelledby="place-title" onClose={onClose} onCancel={onClose}>
      <div className="sheet__body stack">
        <div className="sheet__head">
          <h2 id="place-title">{t('branch.label')}</h2>
          <IconButton aria-label={t('actions.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {cities.length > 1 && (
          <label className="stack" style={{ gap: 4 }}>
            <span className="muted">{t('city.label')}</span>
            <select
              className="lang-select"
              value={cityId ?? ''}
              onChange={(e) => setCity(Number(e.target.value))}
            >
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c.name, lang)}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className="picker">
          <legend className="visually-hidden">{t('branch.label')}</legend>
          <Radio name="branch" checked={branchId === null} onChange={() => choose(null)}>
            {t('branch.all')}
          </Radio>
          {branches.map((b) => {
            const open = b.isOpen !== false;
            return (
              <label key={b.id}>
                <input type="radio" name="branch" checked={branchId === b.id} onChange={() => choose(b.id)} />
                <span style={{ flex: 1 }}>
                  <strong>{localized(b.name, lang)}</strong>
                  <br />
                  <small className="muted">{inLanguage(b.address, b.addressTranslations, lang)}</small>
                </span>
                <small style={{ color: open ? 'var(--success)' : 'var(--danger)' }}>
                  {open ? t('branch.open') : t('branch.closed')} ·{' '}
                  {t('branch.hours', { open: b.open, close: b.close })}
                </small>
              </label>
            );
          })}
        </fieldset>
      </div>
    </dialog>
  );
}
