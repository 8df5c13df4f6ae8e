import { Avatar as RadixAvatar } from 'radix-ui';

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

export function Avatar({ name, src, size = 'md', className = '', alt }: AvatarProps) {
  return (
    <RadixAvatar.Root
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-soft font-bold text-brand-deep ${sizes[size]} ${className}`}
    >
      {src && (
        <RadixAvatar.Image src={src} alt={alt ?? name ?? ''} className="size-full object-cover" />
      )}
      <RadixAvatar.Fallback delayMs={src ? 400 : 0}>{initialsOf(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
