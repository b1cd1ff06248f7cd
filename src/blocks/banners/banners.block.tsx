import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { bannersQuery } from '../../features/content/content.queries';
import { Img } from '../../ui/img';

const target = (linkType: string | null | undefined, linkId: number | null | undefined) =>
  linkType === 'PRODUCT' && linkId
    ? `/product/${linkId}`
    : linkType === 'CATEGORY' && linkId
      ? `/category#category-${linkId}`
      : linkType === 'PROMO'
        ? '/profile/promos'
        : null;

/** A carousel of banners, each linking to a product, a category or the promos. */
export default function BannersBlock() {
  const { t } = useTranslation('blocks');
  const { api, merchant, image, lang } = useStorefront();
  const { data = [] } = useQuery(bannersQuery(api, merchant.id));
  if (data.length === 0) return null;
  return (
    <section aria-label={t('banners')} className="banners">
      {data.map((banner) => {
        const title = localized(banner.title, lang);
        const img = (
          <Img
            src={image(banner.image, { width: 640, height: 300, quality: 80 })}
            alt={title}
            width={640}
            height={300}
          />
        );
        const href = target(banner.linkType, banner.linkId);
        return href ? (
          <Link key={banner.id} href={href} className="banner">
            {img}
          </Link>
        ) : (
          <div key={banner.id} className="banner">
            {img}
          </div>
        );
      })}
    </section>
  );
}
