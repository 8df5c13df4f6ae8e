import { DEFAULT_TIME_ZONE } from '@kalam/shared';

/**
 * Numbers and instants as a learner in Egypt reads them: Arabic digits (ar-EG), Cairo wall
 * clock. Money has its own helper in @kalam/shared (formatMoney). Features add their own
 * phrasing on top of these, never their own Intl objects for the same thing.
 */
const zone = DEFAULT_TIME_ZONE;
const numbers = new Intl.NumberFormat('ar-EG');
const dateTime = new Intl.DateTimeFormat('ar-EG', {
  timeZone: zone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateLong = new Intl.DateTimeFormat('ar-EG', { timeZone: zone, dateStyle: 'long' });
const time = new Intl.DateTimeFormat('ar-EG', {
  timeZone: zone,
  hour: 'numeric',
  minute: '2-digit',
});

export const formatNumber = (n: number) => numbers.format(n);
export const formatDateTime = (instant: number | string) => dateTime.format(new Date(instant));
export const formatDate = (instant: number | string) => dateLong.format(new Date(instant));
export const formatTime = (instant: number | string) => time.format(new Date(instant));
