import { parseTagIds } from '@gfj/contracts/content-text';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import {
  loadContactMailbox,
  loadEducationPages,
  loadTags,
  parseEducationPage,
} from '../features/education/education.queries.ts';
import { EducationDirectory } from '../features/education/education-directory.tsx';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/education';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tagIds = parseTagIds(url.searchParams.getAll('tag-ids[]'));
  // Without JavaScript, Show more is a link to `page=N`: every page up to N is shown.
  const pages = parseEducationPage(url.searchParams.get('page'));
  const api = context.get(apiContext);
  const [tags, list, contactEmail] = await Promise.all([
    loadTags(api),
    loadEducationPages(api, tagIds, pages),
    loadContactMailbox(api),
  ]);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { tags, list, tagIds, contactEmail, publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Education directory',
    description:
      'Farm schools, culinary programs, apprenticeships and food policy studies, with alums you can ask.',
    path: '/education',
  });

/** /education (content 2): the directory of schools and programs. */
export default function EducationPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="content-page">
      <PageHeading
        eyebrow="Never stop learning"
        title="Education directory"
        lede="Farm schools, culinary programs, apprenticeships and food policy studies. Ask an alum what it is really like."
      />
      <EducationDirectory
        tags={loaderData.tags}
        initial={loaderData.list}
        initialTagIds={loaderData.tagIds}
        contactEmail={loaderData.contactEmail}
      />
    </Container>
  );
}
