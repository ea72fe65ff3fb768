import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  paymentCustomers,
  type TestPaymentMethodRow,
  type TestSetupIntentRow,
  testPaymentMethods,
  testSetupIntents,
} from './payments.table.ts';

export async function findPaymentCustomerId(
  db: DbExecutor,
  userId: number,
  provider: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId;
}

/** Keeps the first customer stored for the user (a concurrent second one is not stored); answers it. */
export async function storePaymentCustomerId(
  db: DbExecutor,
  values: { userId: number; provider: string; customerId: string },
): Promise<string> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  return (await findPaymentCustomerId(db, values.userId, values.provider)) ?? values.customerId;
}

export function listTestPaymentMethods(db: DbExecutor, userId: number): Promise<TestPaymentMethodRow[]> {
  return db
    .select()
    .from(testPaymentMethods)
    .where(eq(testPaymentMethods.userId, userId))
    .orderBy(desc(testPaymentMethods.createdAt), desc(testPaymentMethods.id));
}

export async function findTestPaymentMethod(
  db: DbExecutor,
  userId: number,
  id: string,
): Promise<TestPaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(testPaymentMethods)
    .where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.userId, userId)));
  return row;
}

export async function insertTestPaymentMethod(
  db: DbExecutor,
  values: typeof testPaymentMethods.$inferInsert,
): Promise<TestPaymentMethodRow> {
  const [row] = await db.insert(testPaymentMethods).values(values).returning();
  if (!row) throw new Error('test_payment_methods insert returned nothing');
  return row;
}

export async function deleteTestPaymentMethod(db: DbExecutor, userId: number, id: string): Promise<boolean> {
  const removed = await db
    .delete(testPaymentMethods)
    .where(and(eq(testPaymentMethods.id, id), eq(testPaymentMethods.userId, userId)))
    .returning({ id: testPaymentMethods.id });
  return removed.length > 0;
}

export async function insertTestSetupIntent(
  db: DbExecutor,
  values: typeof testSetupIntents.$inferInsert,
): Promise<TestSetupIntentRow> {
  const [row] = await db.insert(testSetupIntents).values(values).returning();
  if (!row) throw new Error('test_setup_intents insert returned nothing');
  return row;
}

export function listTestSetupIntents(db: DbExecutor, userId: number): Promise<TestSetupIntentRow[]> {
  return db
    .select()
    .from(testSetupIntents)
    .where(eq(testSetupIntents.userId, userId))
    .orderBy(desc(testSetupIntents.createdAt), desc(testSetupIntents.id))
    .limit(100);
}

export async function findTestSetupIntent(
  db: DbExecutor,
  userId: number,
  id: string,
): Promise<TestSetupIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(testSetupIntents)
    .where(and(eq(testSetupIntents.id, id), eq(testSetupIntents.userId, userId)));
  return row;
}
