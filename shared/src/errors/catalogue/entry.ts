/** One code of the catalogue: its HTTP status and the Arabic message the product shows. */
export interface Entry {
  readonly status: number;
  /** The Arabic message; where it speaks to the reader, in the masculine (ARABIC.md's `other`). */
  readonly ar: string;
  /** The same message to a woman, where `ar` speaks to the reader (decision 217). */
  readonly arFemale?: string;
}
