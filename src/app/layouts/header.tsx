import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { PinIcon } from '../../ui/icons';
import { formatSum } from '../../i18n/format';
import { Img } from '../../ui/img';
import { LanguageSelect } from './language-select';
import { useBranchesQuery } from './use-branches';
import { tableLabel } from '../../domain/table';
import { useHydrated } from '../../ui/use-hydrated';

const PlacePicker = lazy(() => import('./place-picker'));
const DeliveryLine = lazy(() => import('./delivery-line'));

export function Header() {
  const { t } = useTranslation();
  const { settings, merchant, image, lang, branchId, table, setTable, storage } = useStorefront();
  const [picking, setPicking] = useState(false);
  const { data: branches = [], isPending } = useBranchesQuery();
  const branch = branches.find((b) => b.id === branchId);
  // what the customer would order from: the chosen branch, else the main one
  const shown = branch ?? branches.find((b) => b.isMain) ?? branches[0];
  const delivers = settings.deliveryActive === true && shown?.settings?.deliveryEnabled !== false;
  // the customer's address lives on the device: read once the page is hydrated
  const hydrated = useHydrated();
  const address = hydrated ? (storage.get('deliveryAddress') ?? storage.get('lastDeliveryAddress')) : null;
  const deliveryFrom = shown?.deliveryPrice !== undefined && (
    <span className="muted">{t('branch.deliveryFrom', { price: formatSum(shown.deliveryPrice, lang) })}</span>
  );
  const brand = settings.brand ?? merchant.name;
  const logo = image(settings.logo ?? merchant.logo, { width: 64, height: 64 });
  return (
    <>
      <header className="header">
        <Link href="/" className="header__brand">
          {logo ? (
            <Img src={logo} alt="" width={32} height={32} style={{ borderRadius: 10 }} />
          ) : (
            <span className="logo-mark" aria-hidden="true">
              {brand.slice(0, 1)}
            </span>
          )}
          <span>{brand}</span>
        </Link>
        <LanguageSelect />
      </header>
      {/* the restaurant at a glance, under the sticky bar: branch, hours, delivery fee */}
      <section className="header-info" aria-label={t('branch.atAGlance')}>
        {table ? (
          // seated at a table (its QR code): that branch, served at the table, until the customer leaves it
          <span className="chip chip--active" data-testid="seated-table">
            <span>
              {t('table.at', {
                table: tableLabel(table, lang, t),
                branch: branch ? localized(branch.name, lang) : '',
              })}
            </span>
            <button
              type="button"
              className="chip__remove"
              aria-label={t('table.leave')}
              onClick={() => setTable(null)}
            >
              ×
            </button>
          </span>
        ) : (
          <button type="button" className="chip" onClick={() => setPicking(true)} aria-haspopup="dialog">
            <PinIcon width={16} height={16} />
            <span>{branch ? localized(branch.name, lang) : t('branch.all')}</span>
          </button>
        )}
        {shown && (
          <span
            className={shown.isOpen === false ? 'header__closed' : 'header__open'}
            data-testid="branch-hours"
          >
            {shown.isOpen === false
              ? t('branch.closedOpens', { time: shown.opensAt?.time ?? shown.open })
              : t('branch.openUntil', { time: shown.close })}
          </span>
        )}
        {shown &&
          delivers &&
          !table &&
          (address ? (
            // with an address: its price for this basket and the time, once known
            <Suspense fallback={deliveryFrom}>
              <DeliveryLine address={address} fallback={deliveryFrom} />
            </Suspense>
          ) : (
            deliveryFrom
          ))}
        {!shown && isPending && !table && (
          // until the branches arrive, their lines' room is kept (nothing below moves when they do)
          <>
            <span className="header__open header-info__pending" aria-hidden="true">
              {t('branch.openUntil', { time: '00:00' })}
            </span>
            {settings.deliveryActive === true && (
              <span className="muted header-info__pending" aria-hidden="true">
                {t('branch.deliveryFrom', { price: formatSum(10000, lang) })}
              </span>
            )}
          </>
        )}
      </section>
      {picking && (
        <Suspense fallback={null}>
          <PlacePicker onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
