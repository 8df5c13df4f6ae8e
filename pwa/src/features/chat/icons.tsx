import type { SVGProps } from 'react';

/** The chat screen's small line icons (decorative: the buttons carry their own names). */
const base = (props: SVGProps<SVGSVGElement>) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className: 'size-5',
  ...props,
});

export const PinIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M12 17v5M9 3h6l-1 5 4 4v2H6v-2l4-4z" />
  </svg>
);

export const MuteIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M8.7 3.7A6 6 0 0 1 18 8c0 4 1 6 2 7H9M6.3 6.3C6.1 6.8 6 7.4 6 8c0 4-1 6-2 7h5M10.3 21a2 2 0 0 0 3.4 0M3 3l18 18" />
  </svg>
);

export const BellIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M6 8a6 6 0 0 1 12 0c0 4 1 6 2 7H4c1-1 2-3 2-7M10.3 21a2 2 0 0 0 3.4 0" />
  </svg>
);

/** Points right: «back» in a right-to-left screen. */
export const BackIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

/** A paper plane pointing left, the way an Arabic line runs. */
export const SendIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M21 3 3 10l7 3 3 7zM10 13l11-10" transform="matrix(-1 0 0 1 24 0)" />
  </svg>
);

export const MoreIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M12 6h.01M12 12h.01M12 18h.01" strokeWidth={3} />
  </svg>
);

export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

export const ClockIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const CheckIcon = ({ double, ...p }: SVGProps<SVGSVGElement> & { double?: boolean }) => (
  <svg {...base(p)}>
    {double ? <path d="m2 12 5 5L18 6M12 16l1 1L22 6" /> : <path d="m5 12 5 5L20 7" />}
  </svg>
);
