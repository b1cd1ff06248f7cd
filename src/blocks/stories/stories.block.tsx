import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../engine/storefront-context';
import { storiesQuery } from '../../features/content/content.queries';
import { Img } from '../../ui/img';

/** The row of story circles on home. */
export default function StoriesBlock() {
  const { t } = useTranslation('blocks');
  const { api, merchant, image, lang } = useStorefront();
  const { data = [] } = useQuery(storiesQuery(api, merchant.id));
  if (data.length === 0) return null;
  return (
    <section aria-label={t('stories')} className="stories">
      {data.map((story) => (
        <figure key={story.id} className="story">
          <Img
            src={image(story.image, { width: 144, height: 144, quality: 80 })}
            alt=""
            width={72}
            height={72}
          />
          <figcaption>{localized(story.title, lang)}</figcaption>
        </figure>
      ))}
    </section>
  );
}
