/**
 * JSON-schema pieces the collection schemas share. Dexie storage wants indexed strings with a
 * `maxLength` and indexed numbers with bounds; nothing optional or boolean is indexed.
 */
export const idField = { type: 'string', maxLength: 64 } as const;
export const textField = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
/** An instant as an ISO 8601 string (API.md). */
export const instantField = { type: 'string', maxLength: 30 } as const;
export const nullableInstant = { type: ['string', 'null'], maxLength: 30 } as const;
export const intField = { type: 'integer' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const boolField = { type: 'boolean' } as const;
/** The server's change stamp (ChangeClock, epoch ms or above). */
export const stampField = {
  type: 'number',
  minimum: 0,
  maximum: 9_007_199_254_740_991,
  multipleOf: 1,
} as const;
/** The catalogue code of a push the server refused (S6); never set by a pull. */
export const rejectedField = { type: 'string', maxLength: 64 } as const;

export const enumField = <T extends readonly string[]>(values: T) =>
  ({ type: 'string', enum: [...values] }) as const;
export const nullableEnum = <T extends readonly string[]>(values: T) =>
  ({ type: ['string', 'null'], enum: [...values, null] }) as const;
