// A neutral plate drawn in SVG: the picture shown when a photo fails to load. No network needed.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#8a919b" fill-opacity="0.18"/><circle cx="80" cy="45" r="26" fill="none" stroke="#8a919b" stroke-width="3"/><circle cx="80" cy="45" r="16" fill="none" stroke="#8a919b" stroke-width="2" stroke-opacity="0.6"/><path d="M40 28v34M36 28v10a4 4 0 008 0V28M120 28c-5 0-7 8-7 16h7v18" fill="none" stroke="#8a919b" stroke-width="2.5" stroke-linecap="round"/></svg>`;

/** Data URL of the default fallback picture. */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
