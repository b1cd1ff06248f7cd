import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../api/schema';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { CloseIcon } from '../../ui/icons';
import { Button, IconButton } from '../../ui/button';

type Story = components['schemas']['Story'];
const SLIDE_MS = 5000;

/**
 * Full-screen stories: progress bars, tap the left or right half to go back or on, hold to
 * pause, swipe down (or Escape) to close. Every slide shown is remembered as seen.
 */
export function StoryViewer({
  stories,
  start,
  onClose,
  onSeen,
}: {
  stories: Story[];
  start: number;
  onClose: () => void;
  onSeen: (id: number) => void;
}) {
  const { t } = useTranslation('blocks');
  const { image, lang } = useStorefront();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState({ story: start, slide: 0 });
  const [paused, setPaused] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const down = useRef<{ x: number; y: number; at: number } | null>(null);
  const elapsedRef = useRef(0);
  const story = stories[index.story];
  const slides = story?.slides ?? [];

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    if (story) onSeen(story.id);
  }, [story, onSeen]);

  const next = () => {
    setElapsed(0);
    elapsedRef.current = 0;
    setIndex((i) => {
      const current = stories[i.story];
      if (current && i.slide + 1 < current.slides.length) return { ...i, slide: i.slide + 1 };
      if (i.story + 1 < stories.length) return { story: i.story + 1, slide: 0 };
      onClose();
      return i;
    });
  };
  const previous = () => {
    setElapsed(0);
    elapsedRef.current = 0;
    setIndex((i) =>
      i.slide > 0 ? { ...i, slide: i.slide - 1 } : i.story > 0 ? { story: i.story - 1, slide: 0 } : i,
    );
  };

  const nextRef = useRef(next);
  useEffect(() => {
    nextRef.current = next;
  });
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setElapsed((e) => e + 100);
      elapsedRef.current += 100;
      if (elapsedRef.current >= SLIDE_MS) {
        elapsedRef.current = 0;
        nextRef.current();
      }
    }, 100);
    return () => clearInterval(timer);
  }, [paused]);

  if (!story) return null;
  const slide = slides[index.slide];
  return (
    <dialog
      ref={ref}
      className="story-viewer"
      aria-label={localized(story.title, lang)}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="story-progress" aria-hidden="true">
        {slides.map((_, i) => (
          <span key={i}>
            <span
              style={{
                width: `${i < index.slide ? 100 : i === index.slide ? Math.min(100, (elapsed / SLIDE_MS) * 100) : 0}%`,
              }}
            />
          </span>
        ))}
      </div>
      <IconButton className="story-close" aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
      <div
        className="story-stage"
        data-testid="story-stage"
        onPointerDown={(e) => {
          down.current = { x: e.clientX, y: e.clientY, at: Date.now() };
          setPaused(true);
        }}
        onPointerUp={(e) => {
          const start = down.current;
          down.current = null;
          setPaused(false);
          if (!start) return;
          if (e.clientY - start.y > 80) return onClose();
          if (Date.now() - start.at > 400) return; // a hold only paused
          const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
          if (e.clientX - box.left < box.width / 3) previous();
          else next();
        }}
      >
        {slide && (
          <img
            src={image(slide.image, { width: 720, height: 1280, quality: 80, fit: 'cover' }) ?? ''}
            alt=""
          />
        )}
        {slide?.text && <p className="story-text">{localized(slide.text, lang)}</p>}
        <span className="visually-hidden" role="status">
          {t('slide', { n: index.slide + 1, of: slides.length, title: localized(story.title, lang) })}
        </span>
      </div>
      <div className="story-nav">
        <Button variant="secondary" onClick={previous}>
          {t('previous')}
        </Button>
        <Button variant="primary" onClick={next}>
          {t('next')}
        </Button>
      </div>
    </dialog>
  );
}
