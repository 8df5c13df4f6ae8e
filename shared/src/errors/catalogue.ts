/**
 * The error-code catalogue: every code of spec §8 and one kebab-case code for each validation
 * case of spec §5, with its HTTP status (API.md) and the message the product shows.
 * One place for each code: the server answers with it, the PWA shows its Arabic message.
 */

import type { Gender } from '../enums.ts';
import type { Entry } from './catalogue/entry.ts';
import { general } from './catalogue/general.ts';
import { notFound } from './catalogue/not-found.ts';
import { ruleRefusals } from './catalogue/rules.ts';
import { accountFields } from './catalogue/fields-accounts.ts';
import { reviewFields } from './catalogue/fields-reviews.ts';
import { pricingFields } from './catalogue/fields-pricing.ts';
import { chatFields } from './catalogue/fields-chat.ts';
import { withdrawalFields } from './catalogue/fields-withdrawals.ts';
import { catalogueFields } from './catalogue/fields-catalogue.ts';
import { contactFields } from './catalogue/fields-contact.ts';
import { schedulingFields } from './catalogue/fields-scheduling.ts';
import { fileFields } from './catalogue/fields-files.ts';
import { reportFields } from './catalogue/fields-reports.ts';
import { client } from './catalogue/client.ts';

/**
 * The parts live in `catalogue/`, one file each; spread in this order they keep the codes' order
 * (`ERROR_CODES`, the API description's list of codes).
 */
export const ERROR_CATALOGUE = {
  ...general,
  ...notFound,
  ...ruleRefusals,
  // Validation cases of spec §5.
  ...accountFields,
  ...reviewFields,
  ...pricingFields,
  ...chatFields,
  ...withdrawalFields,
  ...catalogueFields,
  ...contactFields,
  ...schedulingFields,
  ...fileFields,
  ...reportFields,
  ...client,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ServerErrorCode = Exclude<ErrorCode, keyof typeof client>;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Who reads a message, when known: the gender picks the form of one that speaks to them. */
export type MessageReader = { gender?: Gender | null } | null | undefined;

let currentReader: () => MessageReader = () => null;

/**
 * An app that shows its messages to one person (the PWA: whoever is signed in on the device)
 * says who that is, once (decision 217); every message made after speaks to them in their gender,
 * wherever it is made (`new AppError(code)`, a screen's own `errorMessage(code)`). A server never
 * sets it: its envelopes keep the masculine `ar`, ARABIC.md's `other`.
 */
export function setMessageReader(reader: () => MessageReader): void {
  currentReader = reader;
}

/**
 * A code's message as the product shows it: Arabic, in the reader's form where it speaks to them
 * (`arFemale` for a woman). English lives apart (`englishErrorMessage`, decision 254).
 */
export function errorMessage(code: ErrorCode, reader: MessageReader = currentReader()): string {
  const entry: Entry = ERROR_CATALOGUE[code];
  if (reader?.gender === 'female' && entry.arFemale) return entry.arFemale;
  return entry.ar;
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
