/** The call's few icons, drawn inline (no icon font): decorative, the buttons carry the words. */
const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-5',
} as const;

export function MicIcon({ off = false }: { off?: boolean }) {
  return (
    <svg {...common}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

export function CameraIcon({ off = false }: { off?: boolean }) {
  return (
    <svg {...common}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="M16 10l6-3v10l-6-3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

export function ScreenIcon() {
  return (
    <svg {...common}>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M12 14V8M9 11l3-3 3 3" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...common}>
      <path d="M12 3l10 18H2zM12 10v5M12 18v.01" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...common}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/** A larger mark above a screen's title. */
export function BigMark({ kind }: { kind: 'clock' | 'door' | 'done' }) {
  return (
    <svg {...common} className="size-12" strokeWidth={1.6}>
      {kind === 'clock' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      )}
      {kind === 'door' && <path d="M13 4h6v16h-6M10 8l-4 4 4 4M6 12h10" />}
      {kind === 'done' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </>
      )}
    </svg>
  );
}

export function LeaveIcon() {
  return (
    <svg {...common}>
      <path d="M3 14c5-4 13-4 18 0l-2 3-4-1v-3c-2-.6-4-.6-6 0v3l-4 1z" />
    </svg>
  );
}
