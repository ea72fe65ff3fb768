import { WORDS_OF_WISDOM } from '@gfj/contracts/content-text';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { wordOfWisdomSchema } from '@gfj/contracts/words-of-wisdom';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';

const wisdomCollectionSchema = hydraCollectionSchema(wordOfWisdomSchema);

export const wisdomKeys = { page: (path: string) => ['words-of-wisdom', path] as const };

export interface WisdomCard {
  id: number;
  image: string;
  description: string;
  url: string;
}

export interface WisdomPage {
  cards: WisdomCard[];
  /** The collection's next link (content 4: more pages load by it). */
  next: string | null;
}

function toPage(data: {
  member: Array<WisdomCard & Record<string, unknown>>;
  view?: { next?: string };
}): WisdomPage {
  return {
    cards: data.member.map(({ id, image, description, url }) => ({ id, image, description, url })),
    next: data.view?.next ?? null,
  };
}

/** Server: a page of 20 (content 7). */
export async function loadWisdomPage(api: ApiClient, page: number): Promise<WisdomPage | null> {
  const result = await api.get(
    `/api/words-of-wisdom?page=${page}&pageSize=${WORDS_OF_WISDOM.pageSize}`,
    wisdomCollectionSchema,
  );
  return result.ok ? toPage(result.data) : null;
}

/** Browser: the page the next link names. */
export async function fetchWisdomNext(api: BrowserApiClient, next: string): Promise<WisdomPage | null> {
  const response = await api.request(next, { schema: wisdomCollectionSchema });
  return response.ok && response.data ? toPage(response.data) : null;
}
