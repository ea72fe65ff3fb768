/** Demo education directory (original text; schools and people invented for the demo). */
export const SEED_EDUCATION_TAGS = [
  { id: 1, name: 'Farming & Ranching', description: 'Hands-on programs on working farms and ranches' },
  { id: 2, name: 'Culinary Arts', description: 'Cooking, baking and pastry schools' },
  {
    id: 3,
    name: 'Food Policy & Advocacy',
    description: 'Degrees and fellowships for changing the food system',
  },
  { id: 4, name: 'Food Business', description: 'Running a farm, shop or restaurant as a business' },
  // Tag 5 is the one whose establishments offer no Connect with an alum (content 2).
  { id: 5, name: 'Online Learning', description: 'Courses you can take from anywhere, at your own pace' },
  { id: 6, name: 'Apprenticeships', description: 'Paid, on-the-job training with a mentor' },
];

export interface SeedAlum {
  name: string;
  bio: string;
  email: string;
  image: string;
}

export interface SeedEstablishment {
  name: string;
  location: string;
  description: string;
  tags: number[];
  alums: SeedAlum[];
}

const alum = (name: string, slug: string, bio: string): SeedAlum => ({
  name,
  bio,
  email: `${slug}@alums.goodfoodjobs.local`,
  image: `/demo/alums/${slug}.svg`,
});

export const SEED_ESTABLISHMENTS: SeedEstablishment[] = [
  {
    name: 'Hudson Valley Farm School',
    location: 'Kingston, New York',
    description:
      'A nine-month program on a 40-acre diversified farm: vegetables, pastured poultry and a small orchard. Students live on site, run a CSA together and finish with a business plan for their own farm.',
    tags: [1, 4],
    alums: [
      alum(
        'Dana Reyes',
        'dana-reyes',
        'Class of 2019. Now runs a two-acre market garden outside Albany and sells at three markets.',
      ),
      alum(
        'Owen Clarke',
        'owen-clarke',
        'Class of 2021. Farm manager at a nonprofit teaching farm; happy to talk about the poultry rotation.',
      ),
    ],
  },
  {
    name: 'Cascade Culinary Institute',
    location: 'Portland, Oregon',
    description:
      'A twelve-month diploma in culinary arts with a restaurant run by students, a bread and pastry track, and externships in kitchens that buy from local farms.',
    tags: [2],
    alums: [
      alum(
        'Mei Lin',
        'mei-lin',
        'Pastry track, 2020. Pastry chef at a neighborhood bakery; ask me about laminated doughs.',
      ),
      alum(
        'Andre Jackson',
        'andre-jackson',
        'Culinary diploma, 2018. Sous chef, and I hire from the school every year.',
      ),
      alum(
        'Sofia Russo',
        'sofia-russo',
        'Culinary diploma, 2022. Catering and events; I can tell you about the externship.',
      ),
    ],
  },
  {
    name: 'Prairie Ranch Apprenticeship Network',
    location: 'Bozeman, Montana',
    description:
      'Two-year paid apprenticeships on member ranches practising rotational grazing. Apprentices rotate between two ranches and meet monthly for classes on herd health, grazing plans and ranch finances.',
    tags: [1, 6],
    alums: [
      alum(
        'Caleb Two Bulls',
        'caleb-two-bulls',
        'Finished in 2020 and now manages cattle on a 3,000-acre ranch.',
      ),
    ],
  },
  {
    name: 'Center for Food Justice Studies',
    location: 'Durham, North Carolina',
    description:
      'A one-year master’s program and a summer fellowship on food access, labor and land. Fellows are placed with community organizations across the Southeast.',
    tags: [3],
    alums: [
      alum(
        'Aaliyah Grant',
        'aaliyah-grant',
        'Fellow, 2021. Policy analyst for a statewide food bank network.',
      ),
      alum(
        'Ben Okoro',
        'ben-okoro',
        'Master’s, 2019. Organizer on farmworker housing; glad to talk about the fieldwork.',
      ),
    ],
  },
  {
    name: 'Open Field Online Academy',
    location: 'Online',
    description:
      'Self-paced courses in soil science, market gardening, food safety and farm bookkeeping, with video lessons and monthly live Q&A sessions.',
    tags: [1, 4, 5],
    alums: [
      alum(
        'Riley Moss',
        'riley-moss',
        'Took the market gardening and bookkeeping courses while working full time.',
      ),
    ],
  },
  {
    name: 'Bluewater Fisheries Program',
    location: 'Gloucester, Massachusetts',
    description:
      'A community college certificate in sustainable fisheries and seafood processing, with time aboard working boats and in a cooperative fish market.',
    tags: [1, 4],
    alums: [],
  },
  {
    name: 'Heritage Baking Guild',
    location: 'Minneapolis, Minnesota',
    description:
      'Paid one-year apprenticeships in whole-grain and naturally leavened baking, placed in member bakeries. Apprentices mill, mix, shape and bake from the first week.',
    tags: [2, 6],
    alums: [
      alum(
        'Noor Haddad',
        'noor-haddad',
        'Apprentice, 2022. Now head baker; every day starts at 3 a.m. and I love it.',
      ),
    ],
  },
  {
    name: 'Southwest Desert Agriculture Center',
    location: 'Tucson, Arizona',
    description:
      'Short courses and a six-month residency on dryland farming, water harvesting and heritage crops such as tepary beans and white Sonora wheat.',
    tags: [1],
    alums: [
      alum(
        'Elena Vargas',
        'elena-vargas',
        'Residency, 2021. Grows heritage grains and teaches water harvesting workshops.',
      ),
    ],
  },
  {
    name: 'Good Business Kitchen Incubator',
    location: 'Detroit, Michigan',
    description:
      'A shared commercial kitchen with a six-month program for new food businesses: licensing, costing, packaging and selling to stores.',
    tags: [4],
    alums: [],
  },
  {
    name: 'Food Writing Online Workshop',
    location: 'Online',
    description:
      'Eight-week online workshops in food journalism, recipe writing and audio storytelling, taught by working editors and producers.',
    tags: [3, 5],
    alums: [],
  },
];
