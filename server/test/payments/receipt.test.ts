import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

/*
 * Decision 276: an order that paid for a plan gets one receipt by e-mail, in formal Arabic (ARABIC.md
 * «Register»): the amount, the plan and its period, the order's number, how and when it was paid.
 */
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));
const { world, call, voucher } = paymentsFile(clock);

interface Mail {
  subject: string;
  body: string;
}
const mailsTo = async (to: string) =>
  (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.list as Mail[];
const receiptsTo = async (to: string) =>
  (await mailsTo(to)).filter((m) => m.subject.startsWith('إيصال دفع'));

describe('a receipt for a paid order', () => {
  it('is e-mailed once when a voucher is paid, formal and complete', async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const email = world.server.deps.users.byId(student.id)!.email;
    const plan = createPlan(world.server, { monthPrice: 45_000 });
    const order = await voucher(student.token, plan.id);
    expect(order.status).toBe(201);
    await world.server.deps.jobRunner.runDue();
    expect(await receiptsTo(email)).toEqual([]);

    expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
    await world.server.deps.jobRunner.runDue();
    const [receipt, ...more] = await receiptsTo(email);
    expect(more).toEqual([]);
    // Money as every screen writes it (a no-break space, the bidi marks of ar-EG's formatter).
    const egp450 = '\u200f?٤٥٠\\sج\\.م\\.\u200f?';
    expect(receipt!.subject).toMatch(new RegExp(`^إيصال دفع — ${egp450} — كلام$`));
    expect(receipt!.body).toMatch(
      new RegExp(`^تم استلام مبلغ ${egp450} مقابل الاشتراك في باقة «باقة» لمدة شهر\\.`),
    );
    expect(receipt!.body).toContain(`رقم العملية: ${order.body.id}`);
    expect(receipt!.body).toContain('طريقة الدفع: فوري');
    expect(receipt!.body).toMatch(/تاريخ الدفع: ٢٢ نوفمبر ٢٠٢٦/);
    expect(receipt!.body).toMatch(/مدة الاشتراك: من ٢٢ نوفمبر ٢٠٢٦ إلى ٢٢ ديسمبر ٢٠٢٦/);
    // Formal and for anyone: no colloquial word, no second person.
    expect(receipt!.body).not.toMatch(/(^|\s)(ده|دي|اللي|بتاعك|اتدفع|إنت|ليك)(\s|$)/);

    // The gateway tells it again, and the grant retry runs: still one receipt.
    expect((await world.fawry.pay(order.body.id)).body.outcome).not.toBe('processed');
    world.server.deps.payments.settlement.retryGrants();
    await world.server.deps.jobRunner.runDue();
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('still goes when the subscription was deleted before it ran, without its span', async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345679' });
    const email = world.server.deps.users.byId(student.id)!.email;
    const plan = createPlan(world.server, { monthPrice: 30_000 });
    const order = await voucher(student.token, plan.id);
    expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
    const paid = world.server.deps.payments.transactions.byId(order.body.id)!;
    expect(paid.subscriptionId).toBeTruthy();
    // Removed in the seconds between the payment and the runner taking the job.
    world.server.deps.sqlite
      .prepare('UPDATE subscriptions SET deleted = 1 WHERE id = ?')
      .run(paid.subscriptionId);

    await world.server.deps.jobRunner.runDue();
    const [receipt, ...more] = await receiptsTo(email);
    expect(more).toEqual([]);
    expect(receipt!.body).toContain(`رقم العملية: ${order.body.id}`);
    expect(receipt!.body).toContain('«باقة»');
    expect(receipt!.body).not.toContain('مدة الاشتراك');
  });
});
