import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { errorBodyOf, errorText } from '../../../api/errors';
import { useStorefront } from '../../../tenant/storefront-context';
import { useDeleteAccount } from '../account.queries';
import { FormError } from '../../../ui/form-error';
import { Button } from '../../../ui/button';

/** Deleting the account, after a confirmation. */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { lang } = useStorefront();
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="stack card" aria-labelledby="danger-title">
      <h2 id="danger-title">{t('deleteTitle')}</h2>
      {!confirmDelete ? (
        <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
          {t('delete')}
        </Button>
      ) : (
        <div role="alertdialog" aria-labelledby="delete-confirm" className="stack">
          <p id="delete-confirm">{t('deleteConfirm')}</p>
          <div className="row-between">
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => navigate('/'),
                  onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
                })
              }
            >
              {t('deleteForever')}
            </Button>
          </div>
          <FormError>{error}</FormError>
        </div>
      )}
    </section>
  );
}
