import type { Db } from '../src/db/client.ts';
import {
  alums,
  educationTags,
  establishments,
  establishmentTags,
} from '../src/modules/education/education.table.ts';

type AlumFields = Partial<Omit<typeof alums.$inferInsert, 'id' | 'establishmentId'>>;

/**
 * The small education directory the education tests read: the tags Farming (1), Culinary (3) and
 * Online (5); Valley Farm School (Farming), Open Field Online (Farming and Online: tag 5, so its
 * alums are not offered to write to) and Harbor Kitchen Institute (Culinary), in that order; their
 * alums Dana Reyes (the farm school) and Lee Park (online), and Ana Cook (the kitchen) when `ana`.
 * `dana` adds to Dana's fields. Answers the ids made (ana: 0 without her).
 */
export async function seedEducationDirectory(db: Db, options: { dana?: AlumFields; ana?: boolean } = {}) {
  await db.insert(educationTags).values([
    { id: 1, name: 'Farming', description: 'Hands in the soil', sortOrder: 1 },
    { id: 3, name: 'Culinary', description: 'Kitchens and bakeries', sortOrder: 2 },
    { id: 5, name: 'Online', description: 'Learn from anywhere', sortOrder: 3 },
  ]);
  const [farm, online, kitchen] = await db
    .insert(establishments)
    .values([
      {
        name: 'Valley Farm School',
        location: 'Hudson, NY',
        description: 'A year on the farm.',
        sortOrder: 1,
      },
      { name: 'Open Field Online', location: 'Online', description: 'Evening classes.', sortOrder: 2 },
      { name: 'Harbor Kitchen Institute', location: 'Portland, ME', description: 'Cooks.', sortOrder: 3 },
    ])
    .returning();
  if (!farm || !online || !kitchen) throw new Error('the establishments were not made');
  await db.insert(establishmentTags).values([
    { establishmentId: farm.id, tagId: 1 },
    { establishmentId: online.id, tagId: 1 },
    { establishmentId: online.id, tagId: 5 },
    { establishmentId: kitchen.id, tagId: 3 },
  ]);
  const made = await db
    .insert(alums)
    .values([
      {
        establishmentId: farm.id,
        name: 'Dana Reyes',
        bio: 'Class of 2019.',
        email: 'dana@alums.example',
        ...options.dana,
      },
      { establishmentId: online.id, name: 'Lee Park', bio: 'Online 2021.', email: 'lee@alums.example' },
      ...(options.ana
        ? [{ establishmentId: kitchen.id, name: 'Ana Cook', bio: 'Line cook.', email: 'ana@alums.example' }]
        : []),
    ])
    .returning();
  const [dana, lee, ana] = made;
  return {
    farm: farm.id,
    online: online.id,
    kitchen: kitchen.id,
    dana: dana?.id ?? 0,
    lee: lee?.id ?? 0,
    ana: ana?.id ?? 0,
  };
}
