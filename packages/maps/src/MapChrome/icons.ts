import { MARKER_SIZE } from '../provider';

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The address marker: a pin whose tip is the bottom centre of a 64×64 box. */
export function pinIconUrl(colour: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE}" height="${MARKER_SIZE}" viewBox="0 0 64 64">` +
      `<path d="M32 62C32 62 12 38 12 24a20 20 0 0 1 40 0c0 14-20 38-20 38z" fill="${colour}" stroke="#0b1b14" stroke-width="2"/>` +
      `<circle cx="32" cy="24" r="7" fill="#ffffff"/></svg>`,
  );
}

/** A pickup-point marker: a round badge with a plate, 64×64, anchored at its centre bottom. */
export function pickupIconUrl(colour: string, selected: boolean): string {
  const ring = selected ? '#ffffff' : '#0b1b14';
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE}" height="${MARKER_SIZE}" viewBox="0 0 64 64">` +
      `<path d="M32 62l-9-12h18z" fill="${colour}"/>` +
      `<circle cx="32" cy="28" r="24" fill="${colour}" stroke="${ring}" stroke-width="${selected ? 4 : 2}"/>` +
      `<circle cx="32" cy="28" r="12" fill="none" stroke="#0b1b14" stroke-width="3"/>` +
      `<circle cx="32" cy="28" r="5" fill="#0b1b14"/></svg>`,
  );
}
