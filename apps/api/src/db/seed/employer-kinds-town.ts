// Kitchens, shops, nonprofits, schools, studios and food hubs (employer-kinds.ts has the rest).
import type { EmployerKind } from './employers.ts';

export const TOWN_EMPLOYER_KINDS: readonly EmployerKind[] = [
  {
    kind: 'restaurant',
    profiles: [
      {
        suffixes: ['Kitchen', 'Table'],
        about: 'a farm-to-table restaurant',
        detail: 'Our menu changes weekly around what our partner farms bring to the back door.',
      },
      {
        suffixes: ['Tavern', 'Bistro'],
        about: 'a seasonal neighborhood restaurant',
        detail: 'We seat 70 guests, cook over live fire and make our own charcuterie.',
      },
      {
        suffixes: ['Eatery', 'Chophouse'],
        about: 'a whole-animal restaurant',
        detail: 'We buy whole animals from two local ranches and waste as little as we can.',
      },
    ],
  },
  {
    kind: 'co-op',
    profiles: [
      {
        suffixes: ['Food Co-op'],
        about: 'a member-owned grocery co-op',
        detail: 'More than 9,000 member-owners keep our shelves full of local and organic food.',
      },
      {
        suffixes: ['Community Market'],
        about: 'a community-owned market',
        detail: 'About a third of what we sell comes from producers within 150 miles.',
      },
      {
        suffixes: ['Grocery Cooperative'],
        about: 'a worker-owned grocery',
        detail: 'We run a deli, a butcher counter, a bulk department and a free cooking class series.',
      },
    ],
  },
  {
    kind: 'nonprofit',
    profiles: [
      {
        suffixes: ['Community Gardens', 'Growing Collective'],
        about: 'a community food nonprofit',
        detail:
          'We run eleven community gardens and a mobile market that visits neighborhoods without a grocery store.',
      },
      {
        suffixes: ['Youth Farm', 'Food Project'],
        about: 'a youth farming nonprofit',
        detail: 'Teenagers from our neighborhood run our farm stand and learn to grow food with us.',
      },
    ],
  },
  {
    kind: 'food bank',
    profiles: [
      {
        suffixes: ['Food Bank'],
        about: 'a regional food bank',
        detail: 'We share more than 20 million pounds of food a year through 200 partner pantries.',
      },
      {
        suffixes: ['Food Share', 'Pantry Network'],
        about: 'a network of neighborhood food pantries',
        detail: 'Our warehouse and volunteers keep 40 pantries stocked with fresh, healthy food.',
      },
    ],
  },
  {
    kind: 'policy group',
    profiles: [
      {
        suffixes: ['Food Policy Council'],
        about: 'a food and farm policy organization',
        detail: 'We work with legislators and growers on farmland access, fair wages and school meals.',
      },
      {
        suffixes: ['Institute'],
        about: 'a research and advocacy group',
        detail: 'Our research on local procurement has shaped programs in several states.',
      },
      {
        suffixes: ['Farm Alliance', 'Food Justice Network'],
        about: 'a coalition of farmers and eaters',
        detail: 'We bring farmers, food workers and public agencies to the same table.',
      },
    ],
  },
  {
    kind: 'design studio',
    profiles: [
      {
        suffixes: ['Studio', 'Design Co.'],
        about: 'a design studio for food brands',
        detail: 'We make packaging, labels and websites for farms and food makers.',
      },
      {
        suffixes: ['Creative'],
        about: 'a creative agency for growers',
        detail: 'Our clients include creameries, co-ops and regional grain mills.',
      },
    ],
  },
  {
    kind: 'media company',
    profiles: [
      {
        suffixes: ['Media', 'Journal'],
        about: 'a small media company covering food and farming',
        detail: 'Our stories about farming and food reach about 200,000 readers a month.',
      },
      {
        suffixes: ['Press', 'Radio'],
        about: 'an independent food publication',
        detail: 'We publish a quarterly magazine, a weekly newsletter and a podcast about how food is grown.',
      },
    ],
  },
  {
    kind: 'school',
    profiles: [
      {
        suffixes: ['Farm School', 'Learning Farm'],
        about: 'a teaching farm',
        detail: 'We train new farmers on 30 acres of vegetables, pasture and woodland.',
      },
      {
        suffixes: ['Culinary Institute', 'Cooking School'],
        about: 'a culinary school with its own garden',
        detail: 'Students cook with produce they helped grow in our kitchen garden.',
      },
      {
        suffixes: ['Field School', 'Food Lab'],
        about: 'a farm-based school',
        detail: 'Thousands of schoolchildren visit our farm every year.',
      },
    ],
  },
  {
    kind: 'food hub',
    profiles: [
      {
        suffixes: ['Food Hub', 'Farm Link'],
        about: 'a regional food hub',
        detail: 'We buy from more than 80 farms and deliver to restaurants, schools and grocers.',
      },
      {
        suffixes: ['Food Exchange'],
        about: 'a farm-to-business distributor',
        detail: 'Our trucks and coolers move local food from farms to kitchens every weekday.',
      },
      {
        suffixes: ['Harvest Collective'],
        about: 'a cooperative food hub',
        detail: 'We help small farms sell to buyers they could not reach on their own.',
      },
    ],
  },
];
