import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react';

/** A missing image falls back to a placeholder (spec section 7). */
export const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%23e8e6e1'/%3E%3Ccircle cx='48' cy='50' r='26' fill='%23f7f6f3'/%3E%3Ccircle cx='48' cy='50' r='18' fill='%23d9d5cc'/%3E%3C/svg%3E";

const Covered = createContext(false);

/**
 * Around a page a product sheet covers: its pictures wait (lazy, low priority), so the sheet's own
 * picture is the first to arrive.
 */
export const CoveredImages = Covered.Provider;

export function Img({
  src,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  const covered = useContext(Covered);
  return (
    <img
      {...rest}
      {...(covered ? { loading: 'lazy', fetchPriority: 'low' } : {})}
      alt={alt}
      src={!src || failed ? PLACEHOLDER : src}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
