import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import type { components } from '../../api/schema';
import { localized } from '../../domain/localized';
import type { BlockProps } from '../../engine/registry';
import { useStorefront } from '../../tenant/storefront-context';
import { bannersQuery } from '../../features/content/content.queries';
import { Img } from '../../ui/img';
import { buttonClass } from '../../ui/button';

type Banner = components['schemas']['Banner'];

const target = (linkType: string | null | undefined, linkId: number | null | undefined) =>
  linkType === 'PRODUCT' && linkId
    ? `/product/${linkId}`
    : linkType === 'CATEGORY' && linkId
      ? `/category#category-${linkId}`
      : linkType === 'PROMO'
        ? '/profile/promos'
        : null;

/**
 * A strip of banners, each linking to a product, a category or the promos. A banner's words (its
 * headline, offer and button, in the customer's language) are text over its picture, on a shade
 * that keeps them legible whatever the picture (`text: over`), or on a panel below it (`below`);
 * the whole banner is the button's link.
 */
export default function BannersBlock({ props }: BlockProps<'banners'>) {
  const { t } = useTranslation('blocks');
  const { api, merchant } = useStorefront();
  const { data = [] } = useQuery(bannersQuery(api, merchant.id));
  if (data.length === 0) return null;
  return (
    <section aria-label={t('banners')} className={`banners banners--${props.text}`}>
      {data.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} />
      ))}
    </section>
  );
}

function BannerSlide({ banner }: { banner: Banner }) {
  const { image, lang } = useStorefront();
  const headline = localized(banner.headline, lang);
  const offer = localized(banner.offer, lang);
  const button = localized(banner.button, lang);
  const href = target(banner.linkType, banner.linkId);
  const worded = headline !== '' || offer !== '' || (href !== null && button !== '');
  const img = (
    <Img
      src={image(banner.image, { width: 640, height: 300, quality: 80 })}
      // with its words beside it, the picture adds nothing a reader needs
      alt={worded ? '' : localized(banner.title, lang)}
      width={640}
      height={300}
    />
  );
  const words = worded && (
    <div className="banner__words">
      {headline && <p className="banner__headline">{headline}</p>}
      {offer && <p className="banner__offer">{offer}</p>}
      {href && button && (
        // the button is the banner's one link; its hit area covers the whole banner
        <Link href={href} className={`${buttonClass('primary')} banner__button`}>
          {button}
        </Link>
      )}
    </div>
  );
  if (href && !(worded && button))
    return (
      <Link href={href} className="banner">
        {img}
        {words}
      </Link>
    );
  return (
    <div className="banner">
      {img}
      {words}
    </div>
  );
}
