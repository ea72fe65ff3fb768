import { DUPLICATE_VALUE_MESSAGE } from '@gfj/contracts';
import type { DbExecutor } from '../db/client.ts';
import { isUniqueViolation, isValueTaken, type UniqueField } from '../db/unique-values.ts';
import { ValidationError } from './errors.ts';

/**
 * A write of a field that must be unique: 422 with the violation on the field (so a form shows it
 * beside the field) when another row has the value, checked first; and when the database's index
 * refuses it anyway (two writes at the same moment), the same 422 instead of a 500. `value`
 * undefined: the write leaves the field alone. `exceptId`: the row being changed.
 */
export async function writeUniqueField<T>(
  db: DbExecutor,
  unique: UniqueField,
  value: string | undefined,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const taken = () => ValidationError.of(unique.field, DUPLICATE_VALUE_MESSAGE);
  if (value !== undefined) {
    const except = exceptId === undefined ? undefined : { id: unique.id, value: exceptId };
    if (await isValueTaken(db, unique.column, value, except)) throw taken();
  }
  try {
    return await write();
  } catch (error) {
    if (unique.index !== undefined && isUniqueViolation(error, unique.index)) throw taken();
    throw error;
  }
}
