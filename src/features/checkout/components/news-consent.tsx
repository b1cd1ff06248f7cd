import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orThrow } from '../../../api/errors';
import { useStorefront } from '../../../tenant/storefront-context';

/**
 * "Tell me about new dishes and offers" at checkout, off until the customer ticks it: in the
 * Telegram Mini App it agrees to the merchant bot's messages, on the web to SMS and web push.
 * Kept the moment it changes (the profile shows and changes it per channel).
 */
export function NewsConsent() {
  const { t } = useTranslation('checkout');
  const { api, telegram } = useStorefront();
  const queryClient = useQueryClient();
  const key = ['marketing-consent'];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/marketing-consent', { signal })),
  });
  const save = useMutation({
    mutationFn: async (agreed: boolean) =>
      orThrow(
        await api.PUT('/users/v1/marketing-consent', {
          body: telegram
            ? { telegram: agreed, source: 'CHECKOUT' }
            : { sms: agreed, push: agreed, source: 'CHECKOUT' },
        }),
      ),
    onSuccess: (kept) => queryClient.setQueryData(key, kept),
  });
  if (!data) return null;
  const checked = telegram ? data.telegram : data.sms || data.push;
  return (
    <label className="picker-check" data-testid="news-consent">
      <input
        type="checkbox"
        checked={save.isPending ? save.variables : checked}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.checked)}
      />
      <span>
        {t('newsConsent')}
        <small className="muted"> {t(telegram ? 'newsConsentTelegram' : 'newsConsentWeb')}</small>
      </span>
    </label>
  );
}
