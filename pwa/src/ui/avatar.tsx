import { useState } from 'react';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-11 text-base',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

/**
 * The first letter of the first name («منى عبد الله» → «م»), shown while the photo loads or when
 * there is none. One letter only: two Arabic initials join into a word (ARABIC.md «Names»).
 */
export function initialsOf(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? [...first][0]! : '؟';
}

interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** The image's text alternative; the name by default. */
  alt?: string;
}

/**
 * The photo in a circle; the first letter when there is no photo or it fails to load, and the
 * plain circle while it loads (no letter flashing before a cached photo). Hand-written rather
 * than Radix's avatar: it sits in every page's header, where Radix's brought 3.5 KB of gzipped
 * code for what `onLoad` and `onError` do (decision 228).
 */
export function Avatar({ name, src, size = 'md', className = '', alt }: AvatarProps) {
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const state = src && settled?.src === src ? (settled.loaded ? 'loaded' : 'failed') : 'loading';
  const showPhoto = src && state !== 'failed';
  return (
    <span
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-soft font-bold text-brand-deep ${sizes[size]} ${className}`}
    >
      {showPhoto ? (
        <img
          src={src}
          alt={alt ?? name ?? ''}
          onLoad={() => setSettled({ src, loaded: true })}
          onError={() => setSettled({ src, loaded: false })}
          className={`size-full object-cover ${state === 'loaded' ? '' : 'opacity-0'}`}
        />
      ) : (
        <span>{initialsOf(name)}</span>
      )}
    </span>
  );
}
