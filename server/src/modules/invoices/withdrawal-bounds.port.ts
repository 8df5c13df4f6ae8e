/**
 * How much one withdrawal request may take, in hundredths. The platform settings own these
 * figures (decision 191); the composition reads them there.
 */
export interface WithdrawalBounds {
  withdrawalPiasters(): { min: number; max: number };
}
