import { and, eq } from 'drizzle-orm';
import type { CardTokenDto } from '@kalam/shared';
import type { Db } from '../../../db/client.ts';
import { cardTokens, type PaymentGatewayName } from '../../../db/schema/payments.ts';
import { newId } from '../../../kernel/ids.ts';

/** Saved cards of the sandbox gateway (Fawry keeps its own; we never keep card numbers). */
export class CardTokensRepository {
  constructor(private readonly db: Db) {}

  list(gateway: PaymentGatewayName, userId: string): CardTokenDto[] {
    return this.db
      .select({ token: cardTokens.token, lastFour: cardTokens.lastFour, brand: cardTokens.brand })
      .from(cardTokens)
      .where(and(eq(cardTokens.gateway, gateway), eq(cardTokens.userId, userId)))
      .orderBy(cardTokens.createdAt)
      .all();
  }

  find(gateway: PaymentGatewayName, userId: string, token: string): CardTokenDto | undefined {
    return this.list(gateway, userId).find((c) => c.token === token);
  }

  add(row: {
    gateway: PaymentGatewayName;
    userId: string;
    token: string;
    lastFour: string;
    brand: string;
    now: number;
  }): void {
    this.db
      .insert(cardTokens)
      .values({
        id: newId(),
        gateway: row.gateway,
        userId: row.userId,
        token: row.token,
        lastFour: row.lastFour,
        brand: row.brand,
        createdAt: row.now,
      })
      .run();
  }

  remove(gateway: PaymentGatewayName, userId: string, token: string): boolean {
    const result = this.db
      .delete(cardTokens)
      .where(
        and(
          eq(cardTokens.gateway, gateway),
          eq(cardTokens.userId, userId),
          eq(cardTokens.token, token),
        ),
      )
      .run();
    return result.changes > 0;
  }
}
