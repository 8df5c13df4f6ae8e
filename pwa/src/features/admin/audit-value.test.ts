import { describe, expect, it } from 'vitest';
import { auditValue } from './audit-value.ts';

/** An instant at a Cairo wall-clock time (UTC+2 in November). */
const at = Date.UTC(2026, 10, 24, 16, 30);

describe('auditValue', () => {
  it('shows an instant (epoch ms or ISO) as a Cairo date-time in Arabic digits', () => {
    const text = auditValue('createdAt', at);
    expect(text).toMatch(/٢٠٢٦/);
    expect(text).toMatch(/، ٦:٣٠ بالليل$/); // 16:30 UTC is 6:30 pm in Cairo
    expect(text).not.toMatch(/[0-9]/);
    expect(auditValue('startsAt', new Date(at).toISOString())).toBe(text);
    expect(auditValue('start', at)).toBe(text);
  });
  it("shows no secret: a hash (an old row may hold one) or the server's marker read as not recorded", () => {
    const hash = '1dad80d0e2cf131dac88cf6607bd39c1eb45df677cc3ac7811ec2189ba65489a';
    expect(auditValue('codeHash', hash)).toBe('مش بيتسجّل');
    expect(auditValue('passwordHash', '[hidden]')).toBe('مش بيتسجّل');
    expect(auditValue('tokenVersion', '[hidden]')).toBe('مش بيتسجّل');
    // A coupon's code is its name, not a secret.
    expect(auditValue('code', 'AUDIT15')).toBe('AUDIT15');
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
    expect(auditValue('planState', 'cancelled')).toBe('اتلغى');
    expect(auditValue('quotaRenewalWeekday', 5)).toBe('الجمعة');
    // The days as every date names them, not «الحد» or «الأربع».
    expect(auditValue('quotaRenewalWeekday', 0)).toBe('الأحد');
    expect(auditValue('quotaRenewalWeekday', 3)).toBe('الأربعاء');
    expect(auditValue('status', 'SomethingNew')).toBe('SomethingNew');
  });
  it('shows an id or a text without quotes, counts in Arabic digits, nothing as a dash', () => {
    expect(auditValue('userId', 'u_123')).toBe('u_123');
    expect(auditValue('weeklyMinutes', 120)).toBe('١٢٠');
    expect(auditValue('note', undefined)).toBe('—');
    expect(auditValue('note', null)).toBe('—');
  });
  it("shows a discount by its record's kind: a coupon's as a percent, a payment's as money", () => {
    expect(auditValue('discount', 15, { entity: 'coupon' })).toBe('١٥٪');
    expect(auditValue('discount', 4_500, { entity: 'transaction' })).toMatch(/٤٥\sج\.م\./);
    expect(auditValue('quarterDiscount', 10, { entity: 'plan' })).toBe('١٠٪');
    expect(auditValue('maxDiscount', 5_000, { entity: 'coupon' })).toMatch(/٥٠\sج\.م\./);
  });
  it('names another record by what the server calls it, and keeps an unnamed id as it is', () => {
    const names = { u_1: 'سلمى علي', c_1: 'WELCOME' };
    expect(auditValue('userId', 'u_1', { names })).toBe('سلمى علي');
    expect(auditValue('createdBy', 'u_1', { names })).toBe('سلمى علي');
    expect(auditValue('topicIds', ['u_1', 'x_9'], { names })).toBe('سلمى علي، x_9');
    // A text field that happens to equal an id is text, not a reference.
    expect(auditValue('note', 'c_1', { names })).toBe('c_1');
  });
  it('names the enums the log showed in English: who cancelled, a plan, its source, a method', () => {
    // `canceledBy` reads like an id key; its values are names, never looked up as ids.
    expect(auditValue('canceledBy', 'self', { names: {} })).toBe('المنصة');
    expect(auditValue('period', 'Month')).toBe('شهر');
    expect(auditValue('source', 'admin')).toBe('من الإدارة');
    expect(auditValue('notificationMethod', 'none')).toBe('من غير تنبيهات');
    expect(auditValue('flushed', ['tutors'])).toBe('قايمة المدرّسين');
    // A plan's state by the plan's words, a lesson's by the lesson's.
    expect(auditValue('status', 'active', { entity: 'subscription' })).toBe('شغّال');
    expect(auditValue('status', 'cancelled', { entity: 'subscription' })).toBe('اتلغى');
    expect(auditValue('status', 'cancelled', { entity: 'lesson' })).not.toBe('اتلغى');
  });
  it('reads a nested record field by field, in Arabic', () => {
    expect(auditValue('settings', { quotaRenewalHour: 9, withdrawalMaxEgp: 50_000 })).toMatch(
      /^ساعة تجديد الدقايق: ٩ الصبح، أقصى سحب: .*٥٠/,
    );
  });
});
