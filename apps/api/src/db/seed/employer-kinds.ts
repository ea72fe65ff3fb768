// What each kind of employer is like: the profiles a demo company is given one of (employers.ts).
// Growers and makers here; kitchens, shops, nonprofits, schools and studios in employer-kinds-town.ts.

import { TOWN_EMPLOYER_KINDS } from './employer-kinds-town.ts';
import type { EmployerKind } from './employers.ts';

const MAKER_EMPLOYER_KINDS: readonly EmployerKind[] = [
  {
    kind: 'farm',
    profiles: [
      {
        suffixes: ['Farm', 'Acres'],
        about: 'a certified organic vegetable farm',
        detail:
          'We grow more than forty kinds of vegetables on 60 acres and sell through our CSA and two farmers markets.',
      },
      {
        suffixes: ['Family Farm', 'Homestead'],
        about: 'a diversified family farm',
        detail:
          'We grow vegetables, flowers and berries, keep a flock of laying hens and have farmed without synthetic inputs since 1998.',
      },
      {
        suffixes: ['Farms', 'Growers'],
        about: 'a wholesale vegetable farm',
        detail:
          'We grow vegetables and cover crops on 120 acres and sell to grocers, schools and the regional food hub.',
      },
    ],
  },
  {
    kind: 'ranch',
    profiles: [
      {
        suffixes: ['Ranch', 'Pastures'],
        about: 'a regenerative grazing ranch',
        detail: 'Our grass-fed cattle and sheep move to fresh pasture every few days.',
      },
      {
        suffixes: ['Meats', 'Livestock Co.'],
        about: 'a pasture-raised meat farm',
        detail: 'We raise cattle, sheep and pigs on pasture and sell meat shares to 400 families.',
      },
    ],
  },
  {
    kind: 'creamery',
    profiles: [
      {
        suffixes: ['Creamery'],
        about: 'a farmstead creamery',
        detail: 'We make washed-rind and alpine-style cheeses from the milk of our own herd of Jerseys.',
      },
      {
        suffixes: ['Cheese Company', 'Cheese Co.'],
        about: 'a small-batch cheese company',
        detail: 'Our cave holds about 8,000 wheels and we ship to cheese shops in twelve states.',
      },
      {
        suffixes: ['Dairy'],
        about: 'a grass-based dairy',
        detail:
          'We bottle cream-top milk, churn cultured butter and age cheese in a cave under a 1920s barn.',
      },
    ],
  },
  {
    kind: 'bakery',
    profiles: [
      {
        suffixes: ['Bakery'],
        about: 'a whole-grain bakery',
        detail: 'We bake naturally leavened bread from regional wheat and rye every night.',
      },
      {
        suffixes: ['Bakehouse'],
        about: 'a wood-fired bakehouse',
        detail: 'Our wood-fired oven turns out bread and pastries for the whole town.',
      },
      {
        suffixes: ['Bread Co.'],
        about: 'a neighborhood bakery',
        detail: 'We sell at our counter, at four farmers markets and to a dozen restaurants.',
      },
    ],
  },
  {
    kind: 'seed company',
    profiles: [
      {
        suffixes: ['Seed Co.', 'Seeds'],
        about: 'an open-pollinated seed company',
        detail: 'We grow, clean and pack more than 500 varieties of vegetable, herb and flower seed.',
      },
      {
        suffixes: ['Seed Exchange'],
        about: 'a seed-saving cooperative',
        detail: 'We trial every variety on our own farm before it goes in the catalog.',
      },
      {
        suffixes: ['Seed Works'],
        about: 'a regional seed company',
        detail: 'Our catalog focuses on varieties bred for organic farms in short seasons.',
      },
    ],
  },
  {
    kind: 'brewery',
    profiles: [
      {
        suffixes: ['Brewing', 'Brewery'],
        about: 'a farmhouse brewery',
        detail: 'We brew with malt from a nearby maltster and hops grown two valleys over.',
      },
      {
        suffixes: ['Beer Co.', 'Ales'],
        about: 'a neighborhood brewery and taproom',
        detail: 'Our taproom is a gathering place for the town and the farms around it.',
      },
    ],
  },
  {
    kind: 'cidery',
    profiles: [
      {
        suffixes: ['Cider Works', 'Cidery'],
        about: 'a craft cidery',
        detail: 'Our ciders are made from heirloom apples pressed on site each fall.',
      },
      {
        suffixes: ['Cider Co.'],
        about: 'an orchard-based cidery',
        detail: 'We grow forty varieties of cider apples and ferment them with wild yeast.',
      },
    ],
  },
  {
    kind: 'orchard',
    profiles: [
      {
        suffixes: ['Orchard'],
        about: 'a family orchard',
        detail: 'We grow apples, pears, peaches and cherries on 90 acres of hillside.',
      },
      {
        suffixes: ['Fruit Farm'],
        about: 'an ecological fruit farm',
        detail: 'We manage our trees with holistic sprays, sheep grazing and plenty of patience.',
      },
      {
        suffixes: ['Orchards'],
        about: 'a pick-your-own orchard',
        detail: 'Our farm store sells fruit, cider and pies from July to December.',
      },
    ],
  },
  {
    kind: 'fishery',
    profiles: [
      {
        suffixes: ['Fisheries', 'Seafood'],
        about: 'a community-supported fishery',
        detail: 'We buy directly from small-boat fishermen and deliver shares every week.',
      },
      {
        suffixes: ['Oyster Co.', 'Shellfish Farm'],
        about: 'a shellfish farm',
        detail: 'Our oysters grow in floating bags in a clean tidal estuary.',
      },
      {
        suffixes: ['Fish Co.'],
        about: 'a small-boat seafood company',
        detail: 'We process, pack and sell our own catch and that of six partner boats.',
      },
    ],
  },
  {
    kind: 'grain mill',
    profiles: [
      {
        suffixes: ['Mill', 'Milling'],
        about: 'a regional grain mill',
        detail: 'We stone-mill wheat, rye and corn grown within 200 miles.',
      },
      {
        suffixes: ['Grain Co.'],
        about: 'a farmer-owned flour mill',
        detail: 'We work with farmers on which grains to grow and pay them fairly for them.',
      },
    ],
  },
];

export const EMPLOYER_KINDS: readonly EmployerKind[] = [...MAKER_EMPLOYER_KINDS, ...TOWN_EMPLOYER_KINDS];
