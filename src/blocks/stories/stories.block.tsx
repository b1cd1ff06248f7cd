import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { storiesQuery } from '../../features/content/content.queries';
import { Img } from '../../ui/img';
import { StoryViewer } from './story-viewer';

/** The row of story circles on home; unseen ones are ringed, a tap opens the viewer. */
export default function StoriesBlock() {
  const { t } = useTranslation('blocks');
  const { api, merchant, image, lang, storage } = useStorefront();
  const { data = [] } = useQuery(storiesQuery(api, merchant.id));
  const [open, setOpen] = useState<number | null>(null);
  // what this device has seen comes after the first render (the server's first screen knows nothing of it)
  const [seen, setSeen] = useState<number[]>([]);
  useEffect(() => {
    const stored = storage.get('seenStories');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's state, after the server's first render
    if (stored && stored.length > 0) setSeen(stored);
  }, [storage]);
  const markSeen = useCallback(
    (id: number) =>
      setSeen((s) => {
        if (s.includes(id)) return s;
        const next = [...s, id];
        storage.set('seenStories', next);
        return next;
      }),
    [storage],
  );
  if (data.length === 0) return null;
  return (
    <section aria-label={t('stories')} className="stories">
      {data.map((story, i) => (
        <button
          key={story.id}
          type="button"
          className={`story${seen.includes(story.id) ? ' story--seen' : ''}`}
          onClick={() => setOpen(i)}
        >
          <Img
            src={image(story.image, { width: 144, height: 144, quality: 80 })}
            alt=""
            width={72}
            height={72}
          />
          <span>{localized(story.title, lang)}</span>
        </button>
      ))}
      {open !== null && (
        <StoryViewer stories={data} start={open} onClose={() => setOpen(null)} onSeen={markSeen} />
      )}
    </section>
  );
}
