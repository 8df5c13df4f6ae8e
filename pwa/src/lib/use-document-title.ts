import { useEffect } from 'react';

/**
 * The tab's title while a screen is shown. Set on `document.title` rather than with a hoisted
 * <title>: index.html's own <title> comes first in the head, and the first one is what counts.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
