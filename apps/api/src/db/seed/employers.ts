// Employer vocabulary written for this project: kinds of food-sector organisations, the words
// their names are made of, and what they say about themselves. Category ids are the spec's.

export interface EmployerKind {
  kind: string;
  /** Categories whose roles this kind of employer hires for. */
  categories: readonly number[];
  suffixes: readonly string[];
  /** "{name} is {about}" */
  about: readonly string[];
  detail: readonly string[];
}

export const NAME_WORDS = [
  'Larkspur',
  'Blue Heron',
  'Two Rivers',
  'Cedar Hollow',
  'Wild Oat',
  'Red Barn',
  'Fiddlehead',
  'Honeycomb',
  'Old Mill',
  'Stone Fruit',
  'Sweetwater',
  'Millstone',
  'Salt Marsh',
  'Juniper',
  'Meadowlark',
  'Tall Grass',
  'Cloverleaf',
  'Willow Bend',
  'Hearthstone',
  'Fox Hollow',
  'Good Earth',
  'Deep Root',
  'Sunny Slope',
  'Black Walnut',
  'Heron Creek',
  'Long Table',
  'Prairie Wind',
  'Three Sisters',
  'Green Bench',
  'Little Acorn',
  'Copper Kettle',
  'Marigold',
  'Elderberry',
  'Tidewater',
  'High Meadow',
  'Brambleberry',
  'River Bottom',
  'North Fork',
  'Quiet Creek',
  'Saltbox',
  'Butternut',
  'Wheelhouse',
  'Sorrel',
  'Blackbird',
  'Plowshare',
  'Painted Hills',
  'Harvest Moon',
  'Cattail',
  'Redtail',
  'Lantern',
  'Bluestem',
  'Hayloft',
] as const;

export const EMPLOYER_KINDS: readonly EmployerKind[] = [
  {
    kind: 'farm',
    categories: [1, 8, 5],
    suffixes: ['Farm', 'Farms', 'Acres', 'Homestead', 'Family Farm'],
    about: ['a certified organic vegetable farm', 'a diversified family farm', 'a regenerative grazing farm'],
    detail: [
      'We grow more than forty kinds of vegetables on 60 acres and sell through our CSA and two farmers markets.',
      'Our pastured hens, pigs and grass-fed cattle move across the land every few days.',
      'We have farmed without synthetic inputs since 1998 and share the land with a cover-crop trial.',
    ],
  },
  {
    kind: 'creamery',
    categories: [8, 1, 2],
    suffixes: ['Creamery', 'Dairy', 'Cheese Company'],
    about: ['a farmstead creamery', 'a small-batch cheese company', 'a grass-based dairy'],
    detail: [
      'We make washed-rind and alpine-style cheeses from the milk of our own herd of Jerseys.',
      'Our cave holds about 8,000 wheels and we ship to cheese shops in twelve states.',
      'We bottle cream-top milk and make cultured butter in a converted 1920s barn.',
    ],
  },
  {
    kind: 'bakery',
    categories: [3, 8, 2],
    suffixes: ['Bakery', 'Bread Co.', 'Bakehouse'],
    about: ['a whole-grain bakery', 'a neighborhood bakery', 'a wood-fired bakehouse'],
    detail: [
      'We mill regional wheat and rye in house and bake naturally leavened bread every night.',
      'Our pastry case changes with the season, from rhubarb galettes to squash buns.',
      'We sell at our counter, at four farmers markets and to a dozen restaurants.',
    ],
  },
  {
    kind: 'restaurant',
    categories: [3, 2, 6],
    suffixes: ['Kitchen', 'Table', 'Tavern', 'Bistro', 'Eatery'],
    about: ['a farm-to-table restaurant', 'a seasonal neighborhood restaurant', 'a whole-animal restaurant'],
    detail: [
      'Our menu changes weekly around what our partner farms bring to the back door.',
      'We seat 70 guests, cook over live fire and make our own charcuterie.',
      'We buy whole animals from two local ranches and waste as little as we can.',
    ],
  },
  {
    kind: 'co-op',
    categories: [2, 7, 3],
    suffixes: ['Food Co-op', 'Community Market', 'Grocery Cooperative'],
    about: ['a member-owned grocery co-op', 'a community-owned market', 'a worker-owned grocery'],
    detail: [
      'More than 9,000 member-owners keep our shelves full of local and organic food.',
      'About a third of what we sell comes from producers within 150 miles.',
      'We run a deli, a bulk department and a free cooking class series.',
    ],
  },
  {
    kind: 'nonprofit',
    categories: [7, 5, 1],
    suffixes: ['Food Project', 'Growing Collective', 'Community Gardens', 'Food Bank'],
    about: ['a nonprofit working for food access', 'a community food nonprofit', 'a youth farming nonprofit'],
    detail: [
      'We run eleven community gardens and a mobile market that visits neighborhoods without a grocery store.',
      'Each year we grow and share more than 40,000 pounds of produce.',
      'Teenagers from our neighborhood run our farm stand and learn to grow food with us.',
    ],
  },
  {
    kind: 'policy group',
    categories: [7, 6, 2],
    suffixes: ['Food Policy Council', 'Farm Alliance', 'Food Justice Network', 'Institute'],
    about: [
      'a food and farm policy organization',
      'a coalition of farmers and eaters',
      'a research and advocacy group',
    ],
    detail: [
      'We work with legislators and growers on farmland access, fair wages and school meals.',
      'Our research on local procurement has shaped programs in several states.',
      'We bring farmers, food workers and public agencies to the same table.',
    ],
  },
  {
    kind: 'seed company',
    categories: [1, 2, 4],
    suffixes: ['Seed Co.', 'Seeds', 'Seed Exchange'],
    about: ['an open-pollinated seed company', 'a regional seed company', 'a seed-saving cooperative'],
    detail: [
      'We grow, clean and pack more than 500 varieties of vegetable, herb and flower seed.',
      'Our catalog focuses on varieties bred for organic farms in short seasons.',
      'We trial every variety on our own farm before it goes in the catalog.',
    ],
  },
  {
    kind: 'brewery',
    categories: [8, 3, 2],
    suffixes: ['Brewing', 'Brewery', 'Cider Works', 'Fermentation Co.'],
    about: ['a farmhouse brewery', 'a craft cidery', 'a small fermentation company'],
    detail: [
      'We brew with malt from a nearby maltster and hops grown two valleys over.',
      'Our ciders are made from heirloom apples pressed on site each fall.',
      'Our taproom is a gathering place for the town and the farms around it.',
    ],
  },
  {
    kind: 'orchard',
    categories: [1, 8, 2],
    suffixes: ['Orchard', 'Orchards', 'Fruit Farm'],
    about: ['a family orchard', 'an ecological fruit farm', 'a pick-your-own orchard'],
    detail: [
      'We grow apples, pears, peaches and cherries on 90 acres of hillside.',
      'We manage our trees with holistic sprays, sheep grazing and plenty of patience.',
      'Our farm store sells fruit, cider and pies from July to December.',
    ],
  },
  {
    kind: 'fishery',
    categories: [1, 8, 2],
    suffixes: ['Fisheries', 'Oyster Co.', 'Seafood', 'Shellfish Farm'],
    about: ['a community-supported fishery', 'a shellfish farm', 'a small-boat seafood company'],
    detail: [
      'We buy directly from small-boat fishermen and deliver shares every week.',
      'Our oysters grow in floating bags in a clean tidal estuary.',
      'We process, pack and sell our own catch and that of six partner boats.',
    ],
  },
  {
    kind: 'studio',
    categories: [4, 6, 2],
    suffixes: ['Studio', 'Design Co.', 'Creative', 'Media'],
    about: [
      'a design studio for food brands',
      'a small media company covering food and farming',
      'a creative agency for growers',
    ],
    detail: [
      'We make packaging, labels and websites for farms and food makers.',
      'Our stories about farming and food reach about 200,000 readers a month.',
      'Our clients include creameries, co-ops and regional grain mills.',
    ],
  },
  {
    kind: 'school',
    categories: [5, 1, 3],
    suffixes: ['Farm School', 'Culinary Institute', 'Learning Farm', 'Food Lab'],
    about: ['a teaching farm', 'a culinary school with its own garden', 'a farm-based school'],
    detail: [
      'We train new farmers on 30 acres of vegetables, pasture and woodland.',
      'Students cook with produce they helped grow in our kitchen garden.',
      'Thousands of schoolchildren visit our farm every year.',
    ],
  },
];

export const BENEFITS = [
  'health insurance',
  'paid time off',
  'a weekly share of vegetables',
  'staff meals every shift',
  'a retirement plan with a match',
  'on-farm housing',
  'a professional development budget',
  'a generous staff discount',
  'flexible scheduling',
  'paid sick leave',
] as const;
