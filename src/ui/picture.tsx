import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { PictureSources } from '../domain/images';
import { PLACEHOLDER, useCoveredImage } from './img';

/**
 * A dish's picture from the CDN: AVIF where the browser takes it, else WebP, with the CDN's blurred
 * placeholder painted in the picture's own box (no other box, so nothing moves) while it loads.
 * The placeholder goes once the picture has loaded (a picture with transparency shows nothing of it
 * around itself), also when it loaded before the page's scripts ran. An AVIF the CDN cannot give
 * falls back to the WebP; a picture that cannot be had at all to the kit's drawn placeholder.
 */
export function Picture({
  sources,
  alt,
  className,
  style,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onLoad' | 'onError'> & {
  sources: PictureSources | null;
  alt: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  // each kept for the picture it was about: a new picture (the back office changed it) starts afresh
  const [loadedOf, setLoadedOf] = useState<string | null>(null);
  const [avifFailedOf, setAvifFailedOf] = useState<string | null>(null);
  const [failedOf, setFailedOf] = useState<string | null>(null);
  const covered = useCoveredImage();
  const at = sources?.src ?? null;
  const loaded = loadedOf === at;
  const avifFailed = avifFailedOf === at;
  const failed = failedOf === at;
  // loaded before hydration: its load event went unheard
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedOf(at);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server's picture is taken over
  }, []);
  const placeholder = sources?.placeholder && !loaded && !failed ? sources.placeholder : null;
  const img = (
    <img
      ref={ref}
      {...rest}
      {...covered}
      alt={alt}
      src={!sources || failed ? PLACEHOLDER : sources.src}
      className={className}
      // the placeholder's address needs no quotes (src/domain/images.ts): fewer bytes per card
      style={placeholder ? { ...style, backgroundImage: `url(${placeholder})` } : style}
      onLoad={() => setLoadedOf(at)}
      onError={(event) => {
        if (sources?.avif && !avifFailed && event.currentTarget.currentSrc === absolute(sources.avif))
          setAvifFailedOf(at);
        else setFailedOf(at);
      }}
      decoding="async"
    />
  );
  if (!sources?.avif || avifFailed || failed) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} />
      {img}
    </picture>
  );
}

/** A URL as the browser reports an image's current source (absolute). */
const absolute = (url: string) => new URL(url, document.baseURI).href;
