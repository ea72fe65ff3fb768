import type { WordOfWisdom } from '@gfj/contracts';
import { formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import { contentMember } from '../content/content.presenter.ts';
import type { WordOfWisdomRow } from './words-of-wisdom.repository.ts';

export function presentWordOfWisdom(row: WordOfWisdomRow) {
  return contentMember('WordOfWisdom', iriOf('words-of-wisdom', row.id), {
    id: row.id,
    image: row.image,
    description: row.description,
    url: row.url,
    date_added: formatDateTime(row.dateAdded),
  }) satisfies WordOfWisdom;
}
