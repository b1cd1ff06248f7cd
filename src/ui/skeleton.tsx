import type { CSSProperties } from 'react';

export function Skeleton({
  width = '100%',
  height,
  radius,
  style,
}: {
  width?: number | string;
  height: number | string;
  radius?: number;
  style?: CSSProperties;
}) {
  return (
    <div className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />
  );
}
