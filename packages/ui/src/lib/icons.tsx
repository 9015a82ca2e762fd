import type { SVGProps } from 'react';

// Small decorative icons (24×24, currentColor). They are aria-hidden: the control carries the name.
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

type IconProps = SVGProps<SVGSVGElement>;

export const CloseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const FilterIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);
export const PlusIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const MinusIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 12h14" />
  </svg>
);
export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const ChevronRightIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
export const ChevronUpIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 15l7-7 7 7" />
  </svg>
);
export const ChevronDownIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 9l7 7 7-7" />
  </svg>
);
export const CheckIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
export const MenuIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CartIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M3 4h2l2.4 11.2a2 2 0 002 1.6h7.7a2 2 0 002-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1" />
    <circle cx="17" cy="20.5" r="1" />
  </svg>
);
export const PinIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const AlertIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </svg>
);
