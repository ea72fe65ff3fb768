import { SEED_BLOG_POSTS } from './blog.ts';

/** Demo newsletter issues (original text), one a week on Tuesdays, newest first. */
export interface SeedIssue {
  title: string;
  slug: string;
  guestPost: boolean;
  imgLink: string;
  content: string;
  weeksAgo: number;
}

const THEMES: Array<{ title: string; intro: string; guest?: string }> = [
  {
    title: 'Garlic planting and winter kitchens',
    intro:
      'Farms are putting garlic in the ground and kitchens are switching to winter menus, and both are hiring.',
  },
  {
    title: 'Cider season',
    intro:
      'Orchards are pressing, cideries need cellar hands, and we have a story about what a first harvest teaches you.',
  },
  {
    title: 'A letter from a seed librarian',
    intro: 'This week a guest writer tells us how her town library started lending seeds.',
    guest: 'Ines Calloway',
  },
  {
    title: 'The last tomatoes',
    intro: 'Frost is coming to the north, and the last tomatoes of the year are on market tables everywhere.',
  },
  {
    title: 'Bakers wanted',
    intro:
      'An unusual number of bakeries are hiring overnight bakers this month. Early risers, this one is for you.',
  },
  {
    title: 'Harvest festival jobs',
    intro:
      'Farm stands, pick-your-own orchards and corn mazes need extra hands for the busiest weekends of the year.',
  },
  {
    title: 'Notes from a radio producer',
    intro:
      'Our guest this week makes food segments for public radio and shares how reporters find their way in.',
    guest: 'Ravi Sundaram',
  },
  {
    title: 'Back to school lunches',
    intro: 'Farm-to-school programs are hiring coordinators, and we explain what the job involves.',
  },
  {
    title: 'Peak of summer',
    intro: 'It is the busiest week of the year on most farms: here are the jobs that start right away.',
  },
  {
    title: 'What to ask a farm before you say yes',
    intro: 'Housing, pay, teaching: the questions we wish everyone asked before an apprenticeship.',
  },
  {
    title: 'A pastry chef’s path',
    intro: 'Our guest started in the dish pit. Eight years later she runs a pastry program.',
    guest: 'Marisol Ortega',
  },
  {
    title: 'Market stands that sell',
    intro: 'Market managers told us what separates the stands with lines from the ones without.',
  },
  {
    title: 'Fishing season opens',
    intro: 'Coastal fisheries and seafood markets are hiring for the season.',
  },
  {
    title: 'Pay in the kitchen',
    intro: 'Line cook wages keep rising, and more kitchens publish their pay. Here is what changed.',
  },
  {
    title: 'Buying a bakery',
    intro: 'A guest writer who has bought two food businesses tells us what he checks first.',
    guest: 'Hal Brennan',
  },
  {
    title: 'Spring planting',
    intro:
      'Seedlings are going out and crews are filling up. If you want a farm job this season, apply this week.',
  },
  {
    title: 'Food policy, explained',
    intro: 'Organizer, analyst, researcher: a short glossary of food policy job titles.',
  },
  {
    title: 'Greenhouse work',
    intro: 'Greenhouses are at full tilt before planting out, and need people who do not mind the heat.',
  },
  {
    title: 'Drawing the garden',
    intro: 'Our guest illustrates seed catalogs and explains how artists get the job.',
    guest: 'June Achterberg',
  },
  {
    title: 'Writing a better job listing',
    intro: 'Five habits of listings that fill fast, for every farm and food business hiring this spring.',
  },
  { title: 'Maple sugaring', intro: 'Sap is running in the northeast and sugarhouses need help boiling.' },
  {
    title: 'Winter markets',
    intro: 'Indoor winter markets are busier than ever, and vendors are hiring for the weekends.',
  },
  {
    title: 'Cheese caves and creameries',
    intro:
      'Creameries are hiring cheesemakers’ assistants, and one of our readers tells us about her first month.',
    guest: 'Luis Herrera',
  },
  {
    title: 'Soup season',
    intro: 'Kitchens are hiring prep cooks for the cold months; here are our favorite listings of the week.',
  },
  {
    title: 'Planning next year on the farm',
    intro: 'Farms are planning next season now, and the best apprenticeships fill before spring.',
  },
  { title: 'Holiday baking', intro: 'Bakeries and chocolate makers need seasonal help for the holidays.' },
  {
    title: 'Giving thanks to the crews',
    intro: 'A thank-you to the people who grew, picked, cooked and served this year’s food.',
  },
  {
    title: 'A guest letter from a food bank',
    intro: 'Our guest coordinates programs at a food bank and tells us how she moved into food justice work.',
    guest: 'Hannah Okafor',
  },
  {
    title: 'Ranch apprenticeships',
    intro: 'Grazing networks are taking applications for two-year paid apprenticeships.',
  },
  {
    title: 'First frost, first jobs',
    intro: 'The season turns, and a new round of winter jobs opens across kitchens, markets and farms.',
  },
];

const JOB_LINKS = [
  ['Farm and ranch jobs', '/search?categories[]=1'],
  ['Kitchen jobs', '/search?categories[]=3'],
  ['Food business jobs', '/search?categories[]=2'],
  ['Nonprofit and policy jobs', '/search?categories[]=7'],
  ['Production jobs', '/search?categories[]=8'],
] as const;

function slugOf(title: string, week: number): string {
  return `${title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${week}`;
}

function contentOf(theme: (typeof THEMES)[number], index: number): string {
  const story = SEED_BLOG_POSTS[index % SEED_BLOG_POSTS.length];
  const jobs = [0, 1, 2].map((offset) => JOB_LINKS[(index + offset) % JOB_LINKS.length]);
  const guest = theme.guest
    ? `<h2>A letter from ${theme.guest}</h2><p>This week’s guest writer shares what they have learned working in food, and what they would tell someone starting out: ask questions, find a mentor, and say yes to the early shift at least once.</p>`
    : '';
  return [
    `<p>Hello, and happy Tuesday. ${theme.intro}</p>`,
    guest,
    '<h2>This week’s jobs</h2>',
    `<ul>${jobs.map((job) => `<li><a href="${job?.[1]}">${job?.[0]}</a></li>`).join('')}</ul>`,
    story
      ? `<h2>Worth reading</h2><p><a href="/blog/${story.slug}">${story.title}</a>: ${story.excerpt}</p>`
      : '',
    '<p>See you next Tuesday,<br />Nora, Teo and the Good Food Jobs team</p>',
  ].join('');
}

export const SEED_ISSUES: SeedIssue[] = THEMES.map((theme, index) => ({
  title: theme.title,
  slug: slugOf(theme.title, THEMES.length - index),
  guestPost: Boolean(theme.guest),
  imgLink: `/demo/newsletter/issue-${(index % 6) + 1}.svg`,
  content: contentOf(theme, index),
  weeksAgo: index,
}));
