import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';

/**
 * The focus ring, on the control itself or on a label drawn as a button around a hidden control
 * (a file picker's `<label><input type="file" class="sr-only"></label>`, whose input takes the
 * focus but cannot show it).
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

const base = `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition-colors ${focusRing} disabled:cursor-not-allowed disabled:opacity-60`;

export const buttonClass = {
  primary: `${base} bg-brand text-on-brand hover:bg-brand-hover`,
  secondary: `${base} border border-field bg-card text-heading hover:bg-subtle`,
  ghost: `${base} text-body hover:bg-subtle`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof buttonClass;
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  // A busy button is disabled, and the browser then drops focus from it to the page's top: once
  // it is done, the button that had focus takes it back (unless focus went somewhere on purpose).
  // Read right after the commit that disables it, before the browser moves focus away.
  const self = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = self.current;
    if (loading) {
      if (button && document.activeElement === button) hadFocus.current = true;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    // Lost: on the page's top, or handed to <main> meanwhile (lib/use-focus-rescue.ts).
    const now = document.activeElement;
    const lost = !now || now === document.body || now.id === 'main';
    if (button && !button.disabled && lost) button.focus();
  }, [loading]);
  return (
    <button
      {...rest}
      ref={self}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClass[variant]} ${className}`}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      )}
      {children}
    </button>
  );
}
