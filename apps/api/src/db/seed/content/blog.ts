import type { BlogTag } from '@gfj/contracts';

/** Demo stories (original text), newest first; `daysAgo` dates them from the seed's clock. */
export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: BlogTag[];
  author: string;
  daysAgo: number;
  image: string;
  imageAlt: string;
  content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'what-a-first-season-on-a-vegetable-farm-teaches-you',
    title: 'What a first season on a vegetable farm teaches you',
    excerpt:
      'Five crew members look back on the season that changed how they think about work, weather and lunch.',
    tags: ['agriculture', 'education'],
    author: 'Nora Feld',
    daysAgo: 3,
    image: '/demo/blog/first-season.svg',
    imageAlt: 'Rows of young lettuce under a wide sky',
    content:
      p(
        'Every spring a new crew arrives at farms across the country: some straight from college, some leaving office jobs, a few who grew up on farms and came back. We asked five of them what their first season taught them.',
        '<strong>The weather is your boss.</strong> "I stopped making plans past Thursday," says Mae, who spent her first season on a six-acre market garden in Vermont. "Rain moves everything. You learn to love the days it does not."',
        '<strong>Your body gets smarter.</strong> Bending, lifting, harvesting a hundred bunches of radishes before nine: the first weeks hurt, and then they do not. Nearly everyone mentioned learning to lift with their legs, and to stretch at the end of the day.',
        '<strong>Lunch matters.</strong> Shared meals came up again and again, often cooked from the seconds that did not make it to market. More than one crew member now counts the farm lunch as the reason they stayed.',
      ) +
      '<h2>Thinking about your own first season?</h2>' +
      p(
        'Look for farms that describe the training they offer, the hours and the housing plainly. Our listings show the pay for every paid job, and you can <a href="/search?categories[]=1">search farm jobs</a> by region.',
      ),
  },
  {
    slug: 'pay-in-the-kitchen-what-has-changed',
    title: 'Pay in the kitchen: what has changed, and what has not',
    excerpt:
      'Wages for line cooks have risen, tip pooling is back in the conversation, and more kitchens publish their pay.',
    tags: ['culinary', 'business'],
    author: 'Teo Marchetti',
    daysAgo: 10,
    image: '/demo/blog/kitchen-pay.svg',
    imageAlt: 'A chef’s knife beside a ticket rail',
    content: p(
      'When I started cooking, nobody said what a job paid until the last minute of the interview. Today more than four in five culinary listings on Good Food Jobs show a pay range, and the range has moved up.',
      'The biggest change is at the bottom: entry-level line and prep jobs that paid the minimum now start several dollars higher in most cities. Kitchens tell us they had to, to keep people through a season.',
      'What has not changed as much: scheduling. Split shifts and last-minute changes are still common, and they are what cooks mention first when they talk about leaving. Kitchens that publish a fixed schedule in the listing get noticeably more applications.',
      'If you are hiring, put the pay and the schedule in the listing. If you are looking, ask about both before you trail.',
    ),
  },
  {
    slug: 'how-to-write-a-job-listing-people-finish-reading',
    title: 'How to write a job listing people finish reading',
    excerpt:
      'A short guide for farms and small food businesses: what to put first, what to leave out, and why pay goes at the top.',
    tags: ['business'],
    author: 'Nora Feld',
    daysAgo: 17,
    image: '/demo/blog/writing-listings.svg',
    imageAlt: 'A notebook with a pencil and a sprig of basil',
    content:
      p(
        'We read every listing before it goes live, which means we have read thousands. The ones that fill fastest share a few habits.',
      ) +
      '<ol><li><strong>Start with the work.</strong> "You will run our market stand three days a week" says more than a paragraph about your mission.</li><li><strong>Say the pay.</strong> A range is fine. Listings with pay get far more applications from people who can actually take the job.</li><li><strong>Describe a day.</strong> What time does it start? Is it mostly outside? Who will they work with?</li><li><strong>Be honest about the hard parts.</strong> Heat, early mornings, heavy lifting. The right people are not scared off; the wrong ones are.</li><li><strong>Tell them how to apply.</strong> One clear way is better than three.</li></ol>' +
      p('Ready? <a href="/post">Post a job</a> and we will read it within a day.'),
  },
  {
    slug: 'seed-libraries-and-the-people-who-run-them',
    title: 'Seed libraries and the people who run them',
    excerpt: 'Volunteers, librarians and farmers keep local varieties alive one borrowed packet at a time.',
    tags: ['agriculture', 'nonprofit'],
    author: 'Guest writer: Ines Calloway',
    daysAgo: 24,
    image: '/demo/blog/seed-library.svg',
    imageAlt: 'Small paper seed packets in a wooden drawer',
    content: p(
      'The card catalog at our town library has a new drawer: seeds. Borrow a packet of beans in spring, grow them out, and return a packet of your own seed in the fall.',
      'Behind the drawer is a small crew: a librarian who learned seed cleaning from videos, a retired farmer who knows which squash cross with which, and a rotating group of high school volunteers who label everything.',
      'Seed libraries rarely have paid staff, but the skills they build lead to jobs: seed companies, conservation nonprofits and research farms all hire people who know how to grow for seed.',
    ),
  },
  {
    slug: 'designing-a-farmers-market-stand-that-sells',
    title: 'Designing a farmers market stand that sells',
    excerpt: 'Height, color, price signs and the one thing every great stand has: someone who looks up.',
    tags: ['design', 'business'],
    author: 'Teo Marchetti',
    daysAgo: 31,
    image: '/demo/blog/market-stand.svg',
    imageAlt: 'A market stand with crates of tomatoes under a striped awning',
    content: p(
      'Good stand design is half merchandising and half hospitality. We asked market managers what separates the stands with lines from the ones without.',
      '<strong>Build up.</strong> Tilted crates and risers bring produce to eye level. A flat table reads as "leftovers."',
      '<strong>Group by color, price by sign.</strong> Customers should not have to ask what anything costs. Chalkboards are fine; legible is what matters.',
      '<strong>Keep it full.</strong> Restock from the back, even late in the day.',
      '<strong>Look up.</strong> The best stand staff greet people and talk about the food. Market jobs are sales jobs, and the good ones pay like it.',
    ),
  },
  {
    slug: 'from-dish-pit-to-pastry-chef',
    title: 'From dish pit to pastry chef',
    excerpt:
      'Marisol started washing pots at nineteen. Eight years later she runs the pastry program at a bakery she loves.',
    tags: ['culinary'],
    author: 'Guest writer: Marisol Ortega',
    daysAgo: 38,
    image: '/demo/blog/pastry.svg',
    imageAlt: 'A tray of croissants fresh from the oven',
    content: p(
      'My first kitchen job was washing pots at a hotel. The pastry cook, Anna, let me stay after my shift to help with the next day’s doughs. I did not know laminating was a word; I just knew I liked it.',
      'I moved to prep, then to a bakery as an overnight baker. I was slow for a year. Then I was not.',
      'People ask whether culinary school is worth it. For me, a good mentor was. Look for kitchens that say in the listing that they train, and ask in the interview who will teach you.',
    ),
  },
  {
    slug: 'telling-food-stories-on-the-radio',
    title: 'Telling food stories on the radio',
    excerpt:
      'A producer on what makes a good food segment, and how reporters find their way into food media.',
    tags: ['media'],
    author: 'Guest writer: Ravi Sundaram',
    daysAgo: 45,
    image: '/demo/blog/radio.svg',
    imageAlt: 'A studio microphone with headphones',
    content: p(
      'Radio loves food because it is full of sound: sizzling pans, market chatter, a farmer explaining why the carrots are sweet this year.',
      'Most food reporters I know came in sideways: from cooking, from farming, from general news. What they share is curiosity and the habit of asking one more question.',
      'If you want in, start small. Community radio stations and podcasts need producers, and a short piece about your local market is a real clip for your portfolio.',
    ),
  },
  {
    slug: 'farm-apprenticeships-how-to-choose',
    title: 'Farm apprenticeships: how to choose one',
    excerpt: 'Housing, teaching, pay and what happens after the season: questions to ask before you sign on.',
    tags: ['education', 'agriculture'],
    author: 'Nora Feld',
    daysAgo: 52,
    image: '/demo/blog/apprenticeship.svg',
    imageAlt: 'A young farmer holding a seedling tray',
    content:
      p(
        'An apprenticeship should teach you to farm, not just use your hands for a season. Here is what to ask before you say yes.',
      ) +
      '<ul><li>Is there a written curriculum, or time each week set aside for teaching?</li><li>What does the stipend or wage come to per hour, and what does housing include?</li><li>Will you rotate through jobs, or do the same task all season?</li><li>Where did last year’s apprentices go next? Can you talk to one?</li></ul>' +
      p(
        'Our <a href="/education">education directory</a> lists programs with alums who are happy to answer your questions.',
      ),
  },
  {
    slug: 'food-policy-jobs-explained',
    title: 'Food policy jobs, explained',
    excerpt:
      'Organizers, analysts, researchers and advocates: what the jobs are called and what they involve.',
    tags: ['nonprofit', 'education'],
    author: 'Teo Marchetti',
    daysAgo: 59,
    image: '/demo/blog/policy.svg',
    imageAlt: 'A city hall with a vegetable garden in front',
    content: p(
      'Food policy covers everything from school lunches to farm bills, and the job titles can be confusing. A short glossary:',
      '<strong>Organizer:</strong> builds groups of people who push for a change, often in one city or region. <strong>Policy analyst:</strong> reads, writes and explains laws and budgets. <strong>Program manager:</strong> runs the day-to-day of a project, such as a farm-to-school program. <strong>Researcher:</strong> gathers the evidence others use.',
      'Many of these jobs are at nonprofits and pay less than the private sector, but not all: cities, counties and universities hire too, and their listings usually show the salary band.',
    ),
  },
  {
    slug: 'buying-a-small-food-business',
    title: 'Buying a small food business: what to look at first',
    excerpt:
      'Bakeries, creameries and market farms change hands every season. Here is what buyers check before they make an offer.',
    tags: ['business'],
    author: 'Guest writer: Hal Brennan',
    daysAgo: 66,
    image: '/demo/blog/business-for-sale.svg',
    imageAlt: 'A shop front with a hand-painted sign',
    content: p(
      'I have bought two food businesses and sold one. Each time, the numbers mattered less than three questions.',
      '<strong>Who are the customers, and will they stay?</strong> A bakery whose sales depend on its founder behind the counter is worth less without them.',
      '<strong>What does the equipment really need?</strong> Bring someone who repairs ovens or walk-ins.',
      '<strong>Is the lease safe?</strong> In food, location is most of the value. Read the lease before the books.',
      'Businesses for sale on Good Food Jobs show the asking price and whether it is negotiable.',
    ),
  },
  {
    slug: 'illustrating-seed-catalogs',
    title: 'The artists who illustrate seed catalogs',
    excerpt:
      'Watercolor tomatoes, pencil squash: meet the illustrators who make the catalogs gardeners keep for years.',
    tags: ['design', 'media'],
    author: 'Guest writer: June Achterberg',
    daysAgo: 80,
    image: '/demo/blog/seed-catalog.svg',
    imageAlt: 'A watercolor drawing of heirloom tomatoes',
    content: p(
      'Open a winter seed catalog and you will find more art than photography. Illustrations show a variety at its best and age well; gardeners keep old catalogs for the pictures.',
      'Seed companies usually hire illustrators by the season, and many started as gardeners who could draw. A portfolio of botanical drawings, done from life, is the way in.',
    ),
  },
  {
    slug: 'what-fifteen-years-of-listings-taught-us',
    title: 'What fifteen years of listings taught us',
    excerpt:
      'What we learned since October 2010, and what we would tell ourselves back at that first market stall.',
    tags: ['nonprofit', 'business'],
    author: 'Nora Feld and Teo Marchetti',
    daysAgo: 95,
    image: '/demo/blog/anniversary.svg',
    imageAlt: 'A calendar page with a sprouting seedling',
    content: p(
      'We started in October 2010 with a spreadsheet, a borrowed laptop and eleven job listings from farms we knew.',
      'A few things we learned: people will read a long listing if it is honest. Employers who publish pay hire faster. And the food world is smaller and kinder than it looks from outside.',
      'Thank you for reading, posting, applying and telling your friends. Here is to the next fifteen.',
    ),
  },
];
