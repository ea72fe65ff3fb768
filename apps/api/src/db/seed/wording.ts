// Job titles and the sentences descriptions are composed from, per spec category id:
// 1 Agriculture, 2 Business, 3 Culinary, 4 Design, 5 Education, 6 Media, 7 Nonprofit, 8 Production.

export interface CategoryWording {
  roles: readonly string[];
  /** Internship and apprenticeship titles (job type 4). */
  trainees: readonly string[];
  duties: readonly string[];
  skills: readonly string[];
}

export const CATEGORY_WORDING: Record<number, CategoryWording> = {
  1: {
    roles: [
      'Farm Manager',
      'Assistant Grower',
      'Vegetable Crew Member',
      'Orchard Crew Lead',
      'Livestock Manager',
      'Greenhouse Technician',
      'Irrigation Specialist',
      'Soil Health Technician',
      'Grazing Manager',
      'Harvest Crew Lead',
    ],
    trainees: [
      'Farm Apprentice',
      'Beekeeping Apprentice',
      'Orchard Intern',
      'Livestock Apprentice',
      'Market Garden Intern',
    ],
    duties: [
      'Seed, transplant, cultivate and harvest vegetables for CSA and market',
      'Plan crop rotations and keep planting records',
      'Move animals to fresh pasture and check water daily',
      'Run the wash-and-pack line with care for food safety',
      'Operate and maintain tractors and small equipment',
      'Prune, thin and pick fruit through the season',
      'Scout for pests and keep an eye on soil moisture',
      'Train and lead a crew of four to six people',
    ],
    skills: [
      'Comfort working outdoors in all weather',
      'Able to lift 50 pounds',
      'Tractor experience is a plus',
      'At least one season on a working farm',
      'Curiosity about soil and ecology',
    ],
  },
  2: {
    roles: [
      'Operations Coordinator',
      'Wholesale Account Manager',
      'Bookkeeper',
      'Purchasing Manager',
      'Marketing Manager',
      'Supply Chain Analyst',
      'General Manager',
      'Sales Representative',
      'Logistics Coordinator',
    ],
    trainees: ['Business Intern', 'Marketing Intern', 'Operations Fellow'],
    duties: [
      'Manage orders and relationships with restaurant and grocery accounts',
      'Keep the books and prepare monthly reports',
      'Plan deliveries and routes with the warehouse team',
      'Buy from local producers and keep fair, clear contracts',
      'Track margins and help set prices',
      'Build our presence at trade shows and in stores',
      'Improve how orders move from farm to customer',
    ],
    skills: [
      'Two years of experience in sales or operations',
      'Comfortable with spreadsheets and accounting software',
      'Clear, friendly writing',
      'A valid driver license',
      'Interest in local food systems',
    ],
  },
  3: {
    roles: [
      'Line Cook',
      'Sous Chef',
      'Executive Chef',
      'Pastry Cook',
      'Baker',
      'Prep Cook',
      'Kitchen Manager',
      'Butcher',
      'Chef de Cuisine',
      'Dishwasher and Prep',
    ],
    trainees: ['Culinary Intern', 'Pastry Apprentice', 'Butchery Apprentice', 'Stage Cook'],
    duties: [
      'Cook the line on busy dinner services',
      'Write a seasonal menu with our farm partners',
      'Break down whole animals and make sausage and charcuterie',
      'Mix, shape and bake naturally leavened bread',
      'Keep the kitchen clean, organised and safe',
      'Order produce and manage the walk-in',
      'Teach and support newer cooks',
    ],
    skills: [
      'Experience in a professional kitchen',
      'A food handler certificate',
      'Good knife skills',
      'Calm under pressure',
      'Love for cooking with the seasons',
    ],
  },
  4: {
    roles: [
      'Graphic Designer',
      'Packaging Designer',
      'Landscape Designer',
      'Web Designer',
      'Brand Designer',
      'Illustrator',
    ],
    trainees: ['Design Intern', 'Landscape Design Apprentice'],
    duties: [
      'Design labels and packaging for our product line',
      'Plan edible landscapes and school gardens',
      'Keep our website and online shop clear and fast',
      'Create signs, menus and market displays',
      'Work with growers to tell their story visually',
    ],
    skills: [
      'A portfolio of recent work',
      'Skill with common design tools',
      'An eye for type and colour',
      'Understanding of print production',
      'Interest in farming and food',
    ],
  },
  5: {
    roles: [
      'Garden Educator',
      'Farm-to-School Coordinator',
      'Nutrition Educator',
      'Cooking Instructor',
      'Program Coordinator',
      'Field Trip Leader',
      'Curriculum Developer',
    ],
    trainees: ['Education Intern', 'Garden Teaching Fellow', 'AmeriCorps Food Educator'],
    duties: [
      'Teach garden and cooking lessons to students of every age',
      'Lead farm field trips for school groups',
      'Work with cafeteria staff to bring local food to lunch trays',
      'Write lesson plans tied to science and health standards',
      'Recruit and support volunteers',
      'Run summer camps on the farm',
    ],
    skills: [
      'Experience teaching children or adults',
      'Bilingual in Spanish and English is a plus',
      'Patience and a sense of humour',
      'Basic gardening knowledge',
      'A clear background check',
    ],
  },
  6: {
    roles: [
      'Content Writer',
      'Food Photographer',
      'Social Media Coordinator',
      'Podcast Producer',
      'Communications Manager',
      'Editor',
      'Video Producer',
    ],
    trainees: ['Editorial Intern', 'Media Intern', 'Photography Apprentice'],
    duties: [
      'Write stories about farmers, cooks and food makers',
      'Photograph products, farms and events',
      'Plan and publish our social media calendar',
      'Produce a weekly podcast on food and farming',
      'Edit our newsletter and annual report',
      'Track what our readers care about and adjust',
    ],
    skills: [
      'Strong writing and editing',
      'A portfolio or clips',
      'Comfort with audio or video tools',
      'Reliable with deadlines',
      'Knowledge of food and agriculture',
    ],
  },
  7: {
    roles: [
      'Food Policy Analyst',
      'Development Director',
      'Volunteer Coordinator',
      'Community Organizer',
      'Food Bank Operations Manager',
      'Grants Manager',
      'CSA Coordinator',
      'Program Director',
      'Farmers Market Manager',
    ],
    trainees: ['Policy Intern', 'Community Food Fellow', 'Food Justice Intern'],
    duties: [
      'Research and write about farm and food policy',
      'Build relationships with funders and write grant proposals',
      'Recruit, train and thank hundreds of volunteers',
      'Organise neighbors around food access',
      'Run the warehouse and the distribution schedule',
      'Coordinate CSA pickups and member communication',
      'Manage the weekly farmers market and its vendors',
    ],
    skills: [
      'Experience in a nonprofit or community setting',
      'Clear writing and public speaking',
      'Comfort with data and reports',
      'Commitment to racial and economic justice in the food system',
      'Ability to work some evenings and weekends',
    ],
  },
  8: {
    roles: [
      'Cheesemaker',
      'Brewer',
      'Assistant Brewer',
      'Cellar Hand',
      'Production Manager',
      'Food Safety Coordinator',
      'Packing House Lead',
      'Fermentation Specialist',
      'Miller',
      'Cider Maker',
    ],
    trainees: ['Cheesemaker Apprentice', 'Brewing Apprentice', 'Fermentation Intern'],
    duties: [
      'Make cheese from the morning milk and care for the wheels in the cave',
      'Brew, ferment and package beer and cider',
      'Keep batch records and follow our food safety plan',
      'Mill grain and keep the mill in good repair',
      'Lead the packing house team at harvest',
      'Clean and sanitise tanks, lines and equipment',
    ],
    skills: [
      'Experience in food production',
      'Attention to detail and cleanliness',
      'Able to stand for long shifts and lift 50 pounds',
      'HACCP or food safety training is a plus',
      'Good with numbers and records',
    ],
  },
};

/** Closing lines shared by every description. */
export const CLOSINGS = [
  'We welcome applicants of every background and are glad to answer questions before you apply.',
  'We are an equal opportunity employer and we value a team that reflects our community.',
  'If this sounds like you, we would love to hear from you.',
  'Tell us a little about yourself and why this work matters to you.',
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

/** Education programs (post type 3, job type 8). */
export const EDUCATION_PROGRAMS = [
  { title: 'Beginning Farmer Training Program', categories: [5, 1] },
  { title: 'Sustainable Agriculture Certificate', categories: [5, 1] },
  { title: 'Artisan Cheesemaking Course', categories: [5, 8] },
  { title: 'Baking and Pastry Intensive', categories: [5, 3] },
  { title: 'Permaculture Design Course', categories: [5, 1, 4] },
  { title: 'Food Systems Leadership Fellowship', categories: [5, 7] },
  { title: 'Farm Business Planning Workshop Series', categories: [5, 2] },
  { title: 'Food Writing Workshop', categories: [5, 6] },
  { title: 'Season-Long Farm Apprenticeship', categories: [5, 1] },
] as const;

export const PROGRAM_BENEFITS = [
  'Shared housing on the farm and meals from the harvest.',
  'A certificate of completion and a mentor for your first season.',
  'College credit through our university partner.',
  'Hands-on training plus field trips to twelve working farms.',
  'A small stipend, tools and a network of graduates across the country.',
] as const;
