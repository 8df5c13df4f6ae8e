import { count } from '@kalam/shared';

/**
 * A video's length as said, exactly (the server measures against it): «٤٥ ثانية», «دقيقتين»,
 * «دقيقة ونص», «٣ دقايق و٢٠ ثانية» — never rounded to whole minutes. The intro video's bounds
 * and a player's place («٥ ثواني من دقيقة ونص») are said this way.
 */
export function videoSpan(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return count('seconds', rest);
  if (rest === 0) return count('minutes', minutes);
  const head = minutes === 1 ? 'دقيقة' : count('minutes', minutes);
  return rest === 30 ? `${head} ونص` : `${head} و${count('seconds', rest)}`;
}
