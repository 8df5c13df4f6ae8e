import { describe, expect, it } from 'vitest';
import { auditValue } from './audit-value.ts';

/** An instant at a Cairo wall-clock time (UTC+2 in November). */
const at = Date.UTC(2026, 10, 24, 16, 30);

describe('auditValue', () => {
  it('shows an instant (epoch ms or ISO) as a Cairo date-time in Arabic digits', () => {
    const text = auditValue('createdAt', at);
    expect(text).toMatch(/٢٠٢٦/);
    expect(text).toMatch(/٦:٣٠/); // 16:30 UTC is 6:30 pm in Cairo
    expect(text).not.toMatch(/[0-9]/);
    expect(auditValue('startsAt', new Date(at).toISOString())).toBe(text);
    expect(auditValue('start', at)).toBe(text);
  });
  it('says yes and no in Arabic', () => {
    expect(auditValue('suspended', true)).toBe('أيوه');
    expect(auditValue('inviteOnly', false)).toBe('لأ');
  });
  it('shows piasters as money, and the settings in whole pounds as money too', () => {
    expect(auditValue('price', 45_000)).toMatch(/٤٥٠/);
    expect(auditValue('price', 45_000)).toMatch(/ج\.م/);
    expect(auditValue('withdrawalMinEgp', 100)).toMatch(/١٠٠/);
    expect(auditValue('withdrawalMinEgp', 100)).toMatch(/ج\.م/);
  });
  it('names enums by their Arabic labels, and leaves unknown values as they are', () => {
    expect(auditValue('role', 'SuperAdmin')).toBe('سوبر أدمن');
    expect(auditValue('status', 'Refunded')).toBe('مستردّة');
    expect(auditValue('status', 'cancelled')).toBe('اتلغت');
    expect(auditValue('method', 'Fawry')).toBe('فوري');
    expect(auditValue('gender', 'female')).toBe('أنثى');
    expect(auditValue('quotaRenewalWeekday', 5)).toBe('الجمعة');
    expect(auditValue('status', 'SomethingNew')).toBe('SomethingNew');
  });
  it('shows an id or a text without quotes, counts in Arabic digits, nothing as a dash', () => {
    expect(auditValue('userId', 'u_123')).toBe('u_123');
    expect(auditValue('weeklyMinutes', 120)).toBe('١٢٠');
    expect(auditValue('note', undefined)).toBe('—');
    expect(auditValue('note', null)).toBe('—');
  });
  it('reads a nested record field by field, in Arabic', () => {
    expect(auditValue('settings', { quotaRenewalHour: 9, withdrawalMaxEgp: 50_000 })).toMatch(
      /^ساعة تجديد الدقايق: ٩، أقصى سحب: .*٥٠/,
    );
  });
});
