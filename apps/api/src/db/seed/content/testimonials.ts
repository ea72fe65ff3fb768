/** Demo testimonials (original text, people invented for the demo). */
export interface SeedTestimonial {
  category: 'seeker' | 'poster' | 'fan' | 'both' | 'neither';
  name: string;
  positionTitle: string;
  city: string;
  state: string | null;
  country: string;
  content: string;
  status?: 'pending';
  showOnHome?: boolean;
  showOnCheckoutSuccess?: boolean;
  websiteName?: string;
  websiteUrl?: string;
}

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    category: 'seeker',
    name: 'Priya Anand',
    positionTitle: 'Assistant Grower, Two Rivers Farm',
    city: 'Corvallis',
    state: 'Oregon',
    country: 'United States',
    content:
      'I had been looking on general job sites for months and kept finding warehouse jobs labelled "agriculture." Two weeks on Good Food Jobs and I had three interviews at real farms. I took the one with the best teaching and have not looked back.',
    showOnHome: true,
  },
  {
    category: 'seeker',
    name: 'Marcus Bell',
    positionTitle: 'Line Cook, The Copper Pot',
    city: 'Chicago',
    state: 'Illinois',
    country: 'United States',
    content:
      'Every listing told me the pay and the schedule. That alone saved me from three kitchens I would have hated. The one I chose trains cooks properly, and it was right there in the description.',
  },
  {
    category: 'seeker',
    name: 'Hannah Okafor',
    positionTitle: 'Program Coordinator, Fresh Start Food Bank',
    city: 'Atlanta',
    state: 'Georgia',
    country: 'United States',
    content:
      'I wanted to move from retail into food justice work and did not know the job titles. The saved search emails taught me the vocabulary, and the third alert had my job in it.',
  },
  {
    category: 'seeker',
    name: 'Luis Herrera',
    positionTitle: 'Cheesemaker’s Apprentice, Hollow Oak Creamery',
    city: 'Middlebury',
    state: 'Vermont',
    country: 'United States',
    content:
      'I asked an alum of my program questions through the education directory before I applied. She answered the same evening and told me exactly what the first month would be like.',
  },
  {
    category: 'seeker',
    name: 'Aiko Tanaka',
    positionTitle: 'Baker, Rise & Shine Bakehouse',
    city: 'Vancouver',
    state: null,
    country: 'Canada',
    content:
      'Moved across the border for a bakery job I found here. Best decision of my working life, and my croissants agree.',
  },
  {
    category: 'seeker',
    name: 'Jordan Wells',
    positionTitle: 'Orchard Crew Lead, Hillside Orchards',
    city: 'Wenatchee',
    state: 'Washington',
    country: 'United States',
    content:
      'Seasonal work used to mean word of mouth and luck. Now I line up my next season in the spring, and every farm I have worked for through the site paid what it said it would.',
  },
  {
    category: 'poster',
    name: 'Ellen Marsh',
    positionTitle: 'Owner, Marsh Family Farm',
    city: 'Ithaca',
    state: 'New York',
    country: 'United States',
    content:
      'We used to get a hundred applications from people who had never seen a farm. Now we get fifteen from people who actually want the work. Hiring takes a week instead of a month.',
    showOnCheckoutSuccess: true,
  },
  {
    category: 'poster',
    name: 'Daniel Cho',
    positionTitle: 'Chef and Owner, Cho’s Kitchen',
    city: 'Oakland',
    state: 'California',
    country: 'United States',
    content:
      'The review team caught that I had left the pay out of my listing and asked me to add it. Applications doubled. I have posted every opening here since.',
    showOnHome: true,
  },
  {
    category: 'poster',
    name: 'Rosa Delgado',
    positionTitle: 'Executive Director, Urban Roots Collective',
    city: 'Albuquerque',
    state: 'New Mexico',
    country: 'United States',
    content:
      'As a small nonprofit we cannot afford recruiters. A job package covers our hiring for the whole year, and the people who apply already care about food access.',
    showOnCheckoutSuccess: true,
  },
  {
    category: 'poster',
    name: 'Tom Lindqvist',
    positionTitle: 'Head Brewer, Northwoods Brewing',
    city: 'Duluth',
    state: 'Minnesota',
    country: 'United States',
    content: 'Posted on a Monday, hired a cellar worker by Friday. They even knew what a bright tank was.',
  },
  {
    category: 'poster',
    name: 'Grace Mbeki',
    positionTitle: 'Founder, Sweet Earth Chocolate',
    city: 'Asheville',
    state: 'North Carolina',
    country: 'United States',
    content:
      'I sold my first shop through a business-for-sale listing here to a couple who had followed us for years. It went to people who love it, which mattered more to me than the price.',
  },
  {
    category: 'fan',
    name: 'Beth Harmon',
    positionTitle: 'Home cook and newsletter reader',
    city: 'Madison',
    state: 'Wisconsin',
    country: 'United States',
    content:
      'I am not looking for a job. I read the Tuesday newsletter for the stories and the recipes in the guest posts, and I forward it to everyone I know who works in food.',
    showOnHome: true,
  },
  {
    category: 'both',
    name: 'Noor Haddad',
    positionTitle: 'Owner, Haddad Family Bakery',
    city: 'Dearborn',
    state: 'Michigan',
    country: 'United States',
    content:
      'Eight years ago I found my first bakery job here. Last spring I posted my own opening for a morning baker, and the person I hired had read the same newsletter I used to read on my breaks.',
  },
  {
    category: 'neither',
    name: 'Samuel Osei',
    positionTitle: 'Teacher, Greenfield High School',
    city: 'Greenfield',
    state: 'Massachusetts',
    country: 'United States',
    content:
      'I show my students the listings when they ask what jobs exist in food. Their faces when they see "mushroom forager" are worth it.',
  },
  {
    category: 'fan',
    name: 'Lena Fischer',
    positionTitle: 'Farmers market manager',
    city: 'Boulder',
    state: 'Colorado',
    country: 'United States',
    content:
      'The stand design article is pinned in our vendor tent. Thank you for writing things that are actually useful.',
    websiteName: 'Boulder Saturday Market',
    websiteUrl: '/blog/designing-a-farmers-market-stand-that-sells',
  },
  {
    category: 'seeker',
    name: 'Chris Alvarez',
    positionTitle: '',
    city: 'Portland',
    state: 'Maine',
    country: 'United States',
    // A submission waiting for review: not on the site until staff approve it.
    content:
      'I spent the summer milking goats at a dairy I found here. Up at five, happiest I have ever been.',
    status: 'pending',
  },
];
