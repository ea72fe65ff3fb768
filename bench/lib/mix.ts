// The fixed request mixes (issue 4, Performance): every search filter family and each sort.
import { CATEGORIES, COMPENSATION_TYPES, JOB_TYPES, REGIONS } from '@gfj/contracts';

/** Query strings for `/api/jobs/search`; the baseline runs the same filters' SQL. */
export const SEARCH_MIX: readonly string[] = [
  'keywords=farm',
  'keywords=line+cook',
  'keywords=cheese&sort=date_added.desc',
  'keywords=%22farm+manager%22+-intern',
  'zip_code=97201&distance=30',
  'zip_code=10001&distance=60&keywords=baker',
  'zip_code=60601&distance=15',
  'regions[]=pacific-west',
  'regions[]=north-east&regions[]=mid-west&categories[]=3',
  'categories[]=1',
  'categories[]=7&types[]=1',
  'types[]=4&compensation_types[unpaid][]=7',
  'compensation_types[paid][]=5&compensation_ranges[salaried][]=10',
  'compensation_types[paid][]=4&compensation_ranges[hourly][]=13',
  'date_posted=week',
  'date_posted=24hours&sort=date_added.asc',
  'sort=date_added.asc',
  'sort=date_added.desc',
  'sort=highlighted_popular',
  'everywhere=1&sort=highlighted_popular&pageSize=50',
  'anywhere=1',
  'outside=1',
  'keywords=brewer&categories[]=8&date_posted=month',
  'page=3&sort=date_added.desc',
];

export const AUTOCOMPLETE_MIX: readonly string[] = [
  'far',
  'chees',
  'line co',
  'bakr',
  'orchard',
  'policy',
  'brew',
  'creamery',
  'csa coord',
  'larkspur',
];

/** Search page URLs (server-rendered), a subset of the API mix. */
export const SEARCH_PAGE_MIX: readonly string[] = [
  '/search?keywords=farm',
  '/search?zip_code=97201&distance=30',
  '/search?regions[]=north-east&categories[]=3',
  '/search?sort=date_added.desc',
  '/search?compensation_types[paid][]=4',
];

/**
 * Many distinct searches (every category, job type, region, paid type and date window, each
 * sort, three pages: about 60,000, more than a load run asks for), in a
 * shuffled but fixed order: a load over these finds few answers cached, as a busy board with
 * varied visitors would, so it measures what a search costs when its answer must be made.
 */
export function variedSearchMix(): string[] {
  const sorts = ['', '&sort=date_added.desc', '&sort=date_added.asc', '&sort=highlighted_popular'];
  const regions = ['', ...REGIONS.map((r) => `&regions[]=${r.slug}`)];
  const pay = ['', ...COMPENSATION_TYPES.map((t) => `&compensation_types[${t.kind}][]=${t.id}`)];
  const dates = ['', '&date_posted=month', '&date_posted=week'];
  const mix: string[] = [];
  for (const category of CATEGORIES)
    for (const type of JOB_TYPES)
      for (const region of regions)
        for (const paid of pay)
          for (const date of dates)
            for (const sort of sorts)
              for (const page of [1, 2, 3])
                mix.push(
                  `categories[]=${category.id}&types[]=${type.id}${region}${paid}${date}${sort}${page > 1 ? `&page=${page}` : ''}`,
                );
  // A fixed shuffle (a linear congruential generator), so runs are comparable.
  let seed = 42;
  for (let i = mix.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [mix[i], mix[j]] = [mix[j] as string, mix[i] as string];
  }
  return mix;
}
