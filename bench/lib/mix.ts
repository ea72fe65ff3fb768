// The fixed request mixes (issue 4, Performance): every search filter family and each sort.

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
