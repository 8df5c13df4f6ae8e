/**
 * An e-mail address inside Arabic text: left to right, on one line, cut with «…» when it is
 * longer than its column (never broken mid-word); the whole address shows on hover and is
 * read in full by screen readers.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span
      dir="ltr"
      title={email}
      data-testid="email-address"
      className={`block truncate text-end ${className}`}
    >
      {email}
    </span>
  );
}
