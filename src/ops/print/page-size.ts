/** CSS pixels per millimetre (96 px to the inch, 25.4 mm to the inch). */
const PX_PER_MM = 96 / 25.4;

/** The roll's width and the margin above and below a slip. */
export const ROLL_MM = 80;
const MARGIN_MM = 4;

/**
 * The `@page` rule for one slip on an 80 mm roll: as tall as the slip (rounded up to a whole
 * millimetre, with a margin), so the printer cuts after the slip and never feeds blank paper.
 */
export function rollPageRule(slipHeightPx: number): string {
  const height = Math.ceil(slipHeightPx / PX_PER_MM) + 2 * MARGIN_MM;
  return `@page { size: ${ROLL_MM}mm ${height}mm; margin: ${MARGIN_MM}mm 0; }`;
}
