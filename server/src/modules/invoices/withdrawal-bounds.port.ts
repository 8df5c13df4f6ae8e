import { MONEY_SCALER, WITHDRAWAL_MAX_EGP, WITHDRAWAL_MIN_EGP } from '@kalam/shared';

/**
 * How much one withdrawal request may take, in hundredths. The platform settings own these
 * figures (issue 19); until they are wired, the composition passes the spec's constants.
 */
export interface WithdrawalBounds {
  withdrawalPiasters(): { min: number; max: number };
}

/** Spec §5 and §9: 100 to 50,000 EGP. */
export const SPEC_WITHDRAWAL_BOUNDS: WithdrawalBounds = {
  withdrawalPiasters: () => ({
    min: WITHDRAWAL_MIN_EGP * MONEY_SCALER,
    max: WITHDRAWAL_MAX_EGP * MONEY_SCALER,
  }),
};
