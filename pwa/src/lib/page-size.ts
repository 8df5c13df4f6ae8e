import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_STORAGE_KEY } from '@kalam/shared';

/** Spec §5: the page size is read from local storage only when it is a number; otherwise the default. */
export function readPageSize(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const raw = storage.getItem(PAGE_SIZE_STORAGE_KEY);
  if (raw === null || !/^\d+$/.test(raw.trim())) return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE;
}

/** The stored size, or the default where storage is refused (a private window's settings). */
function storedPageSize(): number {
  try {
    return readPageSize();
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

/**
 * The page size every paged table and list reads (spec §5, §9: one size kept under the config
 * key, changeable), and the way to change it for all of them. Only /invoices read it before
 * (issue 40); the admin tables, the tutor's requests and the admin's invoices said 10 or 20.
 */
export function usePageSize(): [number, (size: number) => void] {
  const [size, setSize] = useState(storedPageSize);
  const keep = useCallback((next: number) => {
    if (!Number.isInteger(next) || next < 1 || next > MAX_PAGE_SIZE) return;
    try {
      localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(next));
    } catch {
      // Storage refused: this table still changes, the next one starts from the default.
    }
    setSize(next);
  }, []);
  return [size, keep];
}
