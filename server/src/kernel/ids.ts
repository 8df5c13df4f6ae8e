import { uuidv7 } from 'uuidv7';

/** Ids are UUID v7 strings: sortable by creation time, safe to make on a client. */
export function newId(): string {
  return uuidv7();
}

export const CLIENT_ID_PATTERN = /^[0-9a-zA-Z_-]{8,64}$/;
