// The words of listings that are not jobs (businesses for sale, education programs) and the lines
// every description shares. Jobs are written from their role (roles.ts).
import type { EmployerKindName } from './employers.ts';

/** Closing lines shared by every description. */
export const CLOSINGS = [
  'We welcome applicants of every background and are glad to answer questions before you apply.',
  'We are an equal opportunity employer and we value a team that reflects our community.',
  'If this sounds like you, we would love to hear from you.',
  'Tell us a little about yourself and why this work matters to you.',
] as const;

/** The last line of a business-for-sale listing. */
export const SALE_CLOSINGS = [
  'Serious buyers are welcome to ask for the financials and a visit.',
  'We would love to see the business go to someone who cares about it as much as we do.',
] as const;

/** The last line of an education program listing. */
export const PROGRAM_CLOSINGS = [
  'No experience is needed, only curiosity and the will to work.',
  'Tell us a little about yourself and why this work matters to you.',
  'Scholarships are available: ask us when you apply.',
] as const;

/** Business-for-sale listings (post type 2, job type 7). */
export const BUSINESSES_FOR_SALE = [
  {
    title: 'Established Bakery for Sale',
    saleType: 'Bakery',
    seller: 'bakery',
    categories: [2, 3],
    priceK: [90, 650],
  },
  {
    title: 'Turnkey Farmstead Creamery for Sale',
    saleType: 'Creamery',
    seller: 'creamery',
    categories: [2, 8],
    priceK: [400, 1800],
  },
  {
    title: 'Organic Vegetable Farm with CSA for Sale',
    saleType: 'Farm',
    seller: 'farm',
    categories: [2, 1],
    priceK: [350, 2400],
  },
  {
    title: 'Neighborhood Cafe for Sale',
    saleType: 'Cafe',
    seller: 'restaurant',
    categories: [2, 3],
    priceK: [60, 350],
  },
  {
    title: 'Food Truck Business for Sale',
    saleType: 'Food truck',
    seller: 'restaurant',
    categories: [2, 3],
    priceK: [40, 160],
  },
  {
    title: 'Craft Brewery and Taproom for Sale',
    saleType: 'Brewery',
    seller: 'brewery',
    categories: [2, 8],
    priceK: [300, 1500],
  },
  {
    title: 'Pick-Your-Own Orchard for Sale',
    saleType: 'Orchard',
    seller: 'orchard',
    categories: [2, 1],
    priceK: [500, 2500],
  },
  {
    title: 'Natural Foods Market for Sale',
    saleType: 'Grocery',
    seller: 'co-op',
    categories: [2],
    priceK: [250, 1200],
  },
  {
    title: 'Farm-to-Table Restaurant for Sale',
    saleType: 'Restaurant',
    seller: 'restaurant',
    categories: [2, 3],
    priceK: [150, 900],
  },
  {
    title: 'Specialty Mushroom Farm for Sale',
    saleType: 'Farm',
    seller: 'farm',
    categories: [2, 1, 8],
    priceK: [120, 700],
  },
] as const;

export const SALE_DETAILS = [
  'The business has been profitable for the last five years and the owners are retiring.',
  'All equipment, recipes and supplier relationships are included in the sale.',
  'The current owners will stay on for three months to train the new owners.',
  'The lease has eight years remaining with an option to renew.',
  'Real estate can be included or leased separately.',
] as const;

/** Unpaid compensation an education program can offer (decision 004: 6 stipend, 7 housing, 8 meals, 9 credit). */
export type ProgramOffer = 6 | 7 | 8 | 9;

/** Education programs (post type 3, job type 8), each run by the kinds of place that teach it. */
export interface EducationProgram {
  title: string;
  categories: readonly number[];
  providers: readonly EmployerKindName[];
  /** Taught online, so it may be listed as remote. */
  online?: boolean;
  weeks: readonly [number, number];
  offers: readonly ProgramOffer[];
  learn: readonly string[];
}

export const EDUCATION_PROGRAMS: readonly EducationProgram[] = [
  {
    title: 'Beginning Farmer Training Program',
    categories: [5, 1],
    providers: ['farm', 'school'],
    weeks: [20, 36],
    offers: [6, 8],
    learn: [
      'Plan a season of vegetable crops',
      'Prepare beds, seed, transplant and harvest',
      'Keep records and price your produce',
      'Write a simple business plan for a farm of your own',
    ],
  },
  {
    title: 'Sustainable Agriculture Certificate',
    categories: [5, 1],
    providers: ['school'],
    weeks: [12, 30],
    offers: [9],
    learn: [
      'Soil science and composting',
      'Crop rotation and cover crops',
      'Integrated pest management',
      'Water and irrigation planning',
    ],
  },
  {
    title: 'Artisan Cheesemaking Course',
    categories: [5, 8],
    providers: ['creamery', 'school'],
    weeks: [2, 8],
    offers: [8],
    learn: [
      'How milk, cultures and rennet become curd',
      'Make fresh, bloomy and washed-rind cheeses',
      'Age and care for cheese in a cave',
      'Keep make sheets and follow a food safety plan',
    ],
  },
  {
    title: 'Baking and Pastry Intensive',
    categories: [5, 3],
    providers: ['bakery', 'school'],
    weeks: [4, 12],
    offers: [8, 9],
    learn: [
      'Mix, shape and bake naturally leavened bread',
      'Laminate doughs for croissants',
      'Make tarts, cakes and seasonal pastries',
      'Plan production for a small bakery',
    ],
  },
  {
    title: 'Permaculture Design Course',
    categories: [5, 1, 4],
    providers: ['school', 'nonprofit'],
    weeks: [2, 10],
    offers: [7, 8],
    learn: [
      'Read a site: water, sun, soil and wind',
      'Design food forests and perennial gardens',
      'Draw a full permaculture design for a real site',
      'Build swales, compost piles and plant guilds by hand',
    ],
  },
  {
    title: 'Food Systems Leadership Fellowship',
    categories: [5, 7],
    providers: ['nonprofit', 'policy group'],
    online: true,
    weeks: [16, 40],
    offers: [6],
    learn: [
      'How food policy is made, from city hall to Congress',
      'Organizing and coalition building',
      'Public speaking and writing for change',
      'A project with a partner organization',
    ],
  },
  {
    title: 'Farm Business Planning Workshop Series',
    categories: [5, 2],
    providers: ['school', 'nonprofit', 'food hub'],
    online: true,
    weeks: [6, 12],
    offers: [9],
    learn: [
      'Enterprise budgets and cash flow',
      'Selling through a CSA, markets and wholesale',
      'Farm loans and grants',
      'A written business plan reviewed by mentors',
    ],
  },
  {
    title: 'Food Writing Workshop',
    categories: [5, 6],
    providers: ['media company', 'school'],
    online: true,
    weeks: [4, 10],
    offers: [9],
    learn: [
      'Find and report food stories',
      'Write a strong opening and a clear structure',
      'Edit your own work',
      'Pitch stories to editors',
    ],
  },
  {
    title: 'Season-Long Farm Apprenticeship',
    categories: [5, 1],
    providers: ['farm'],
    weeks: [28, 40],
    offers: [6, 7, 8],
    learn: [
      'Work alongside our crew from spring seeding to the fall harvest',
      'Drive a tractor and run irrigation',
      'Care for our flock of laying hens',
      'Weekly workshops on soils, pests and farm business',
    ],
  },
];
