import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_STORAGE_KEY } from '@kalam/shared';

/** Spec §5: the page size is read from local storage only when it is a number; otherwise the default. */
export function readPageSize(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const raw = storage.getItem(PAGE_SIZE_STORAGE_KEY);
  if (raw === null || !/^\d+$/.test(raw.trim())) return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE;
}
