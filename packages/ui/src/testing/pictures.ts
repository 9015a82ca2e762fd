// Pictures drawn in SVG for stories and tests: Storybook and CI have no network.
const plate = (fill: string, topping: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${fill}"/><circle cx="80" cy="60" r="44" fill="#f4efe6"/><circle cx="80" cy="60" r="34" fill="${topping}"/><circle cx="68" cy="50" r="6" fill="#fff3c4"/><circle cx="94" cy="66" r="6" fill="#fff3c4"/><circle cx="78" cy="72" r="4" fill="#3f7d3a"/></svg>`,
  )}`;

const banner = (fill: string, accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${fill}"/><circle cx="120" cy="45" r="30" fill="${accent}"/><rect x="14" y="24" width="70" height="10" rx="5" fill="#ffffff" fill-opacity="0.85"/><rect x="14" y="42" width="50" height="8" rx="4" fill="#ffffff" fill-opacity="0.6"/></svg>`,
  )}`;

export const pictures = {
  pizza: plate('#3b2a1a', '#d9482b'),
  salad: plate('#1f3a2a', '#7fbf4d'),
  ramen: plate('#2a2a3b', '#e0a040'),
  promo: banner('#7a3b2e', '#f2b84b'),
  promo2: banner('#2e5b7a', '#5bd0a4'),
  resto: banner('#2b2f36', '#c9a66b'),
};
