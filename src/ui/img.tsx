import { createContext, useContext, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** A missing image falls back to a placeholder (spec section 7). */
export const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%23e8e6e1'/%3E%3Ccircle cx='48' cy='50' r='26' fill='%23f7f6f3'/%3E%3Ccircle cx='48' cy='50' r='18' fill='%23d9d5cc'/%3E%3C/svg%3E";

const Covered = createContext(false);

/**
 * Around a page a product sheet covers: its pictures wait (lazy, low priority), so the sheet's own
 * picture is the first to arrive.
 */
export const CoveredImages = Covered.Provider;

/** How far below the screen a picture still counts as near: its blurred placeholder is fetched then. */
const NEAR = '400px 0px';

const isLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/**
 * Paints `placeholder` (a blurred picture, a few hundred bytes) in the image's own box, so nothing
 * moves, from when the image comes near the screen until it has loaded. Cards far down the menu ask
 * for none, and a picture that is already there (loaded before the scripts ran) none either.
 */
function useBlurredPlaceholder(placeholder: string | null | undefined, src: string | null | undefined) {
  const ref = useRef<HTMLImageElement>(null);
  // kept for the picture it was about: a new picture (the back office changed it) starts afresh
  const [nearOf, setNearOf] = useState<string | null>(null);
  const [loadedOf, setLoadedOf] = useState<string | null>(null);
  const at = src ?? null;
  useEffect(() => {
    const img = ref.current;
    if (!placeholder || !img || isLoaded(img) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (!isLoaded(img)) setNearOf(at);
      },
      { rootMargin: NEAR },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [placeholder, at]);
  const shown = placeholder && nearOf === at && loadedOf !== at ? placeholder : null;
  // a picture without a placeholder is not drawn again when it loads (one that came near the screen
  // is, even when it loads before the placeholder was first drawn)
  return { ref, shown, loaded: () => placeholder && setLoadedOf(at) };
}

export function Img({
  src,
  alt,
  placeholder,
  style,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'placeholder' | 'onLoad' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  /** a blurred placeholder to show while the picture loads (`Storefront.placeholder`) */
  placeholder?: string | null;
}) {
  const [failedOf, setFailedOf] = useState<string | null>(null);
  const covered = useContext(Covered);
  const { ref, shown, loaded } = useBlurredPlaceholder(placeholder, src);
  const failed = failedOf === (src ?? null);
  return (
    <img
      ref={ref}
      {...rest}
      {...(covered ? { loading: 'lazy', fetchPriority: 'low' } : {})}
      alt={alt}
      src={!src || failed ? PLACEHOLDER : src}
      // the placeholder's address needs no quotes (src/domain/images.ts)
      style={shown && !failed ? { ...style, backgroundImage: `url(${shown})` } : style}
      onLoad={loaded}
      onError={() => setFailedOf(src ?? null)}
      decoding="async"
    />
  );
}
