import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/session-context';
import { useStorefront } from '../../../tenant/storefront-context';
import { HeartIcon } from '../../../ui/icons';
import { notify } from '../../../ui/notify';
import { useToggleFavourite } from '../account.queries';
import { Button, IconButton } from '../../../ui/button';

/** The heart: logged-in customers add and remove favourites; anyone else is asked to log in and comes back. */
export function FavouriteButton({
  productId,
  favaoriteId,
}: {
  productId: number;
  favaoriteId: number | null;
}) {
  const { t } = useTranslation('product');
  const { settings, storage } = useStorefront();
  const toggle = useToggleFavourite();
  const user = useCurrentUser();
  const [location, navigate] = useLocation();
  const [favourite, setFavourite] = useState<number | null>(favaoriteId);
  const [asking, setAsking] = useState(false);
  if (!settings.favouriteActive) return null;

  const click = () => {
    if (!user) return setAsking(true);
    toggle.mutate(
      { productId, favaoriteId: favourite },
      { onSuccess: setFavourite, onError: () => notify('error', t('favouriteFailed')) },
    );
  };
  return (
    <div className="favourite">
      <IconButton
        aria-pressed={favourite !== null}
        disabled={toggle.isPending}
        aria-label={favourite ? t('unfavourite') : t('favourite')}
        onClick={click}
      >
        <HeartIcon filled={favourite !== null} />
      </IconButton>
      {asking && (
        <div role="alertdialog" aria-labelledby="login-needed" className="card login-prompt">
          <p id="login-needed">{t('loginForFavourites')}</p>
          <div className="row-between">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('notNow')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                storage.set('redirectUrl', location);
                navigate('/login');
              }}
            >
              {t('login')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
