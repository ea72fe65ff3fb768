import type { wordOfWisdomCreateSchema, wordOfWisdomPatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import {
  insertWordOfWisdom,
  type NewWordOfWisdomRow,
  updateWordOfWisdom,
} from './words-of-wisdom.repository.ts';

type Input = z.output<typeof wordOfWisdomPatchSchema>;

function toColumns(input: Input): Partial<NewWordOfWisdomRow> {
  assertWebAddresses({ image: input.image, url: input.url });
  return {
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.date_added ? { dateAdded: new Date(input.date_added) } : {}),
  };
}

export async function createWordOfWisdom(db: DbExecutor, input: z.output<typeof wordOfWisdomCreateSchema>) {
  return insertWordOfWisdom(db, {
    ...toColumns(input),
    image: input.image,
    description: input.description,
    url: input.url,
  });
}

export function patchWordOfWisdom(db: DbExecutor, id: number, patch: Input) {
  return updateWordOfWisdom(db, id, toColumns(patch));
}
