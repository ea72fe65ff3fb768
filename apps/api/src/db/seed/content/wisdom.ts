/** Demo words of wisdom (original quotes, people invented), rendered as 270x270 cards. */
export interface SeedWisdom {
  quote: string;
  author: string;
  /** Where the card links (opened in a new tab). */
  url: string;
}

export const SEED_WISDOM: SeedWisdom[] = [
  {
    quote: 'Plant what you love to eat, and the weeding feels shorter.',
    author: 'Mae, vegetable grower',
    url: '/blog/what-a-first-season-on-a-vegetable-farm-teaches-you',
  },
  {
    quote: 'A sharp knife and a clean station will carry you through any rush.',
    author: 'Teo, cook',
    url: '/blog/pay-in-the-kitchen-what-has-changed',
  },
  { quote: 'Soil remembers every kindness.', author: 'Ellen, farmer', url: '/search?categories[]=1' },
  {
    quote: 'Taste everything. Twice.',
    author: 'Marisol, pastry chef',
    url: '/blog/from-dish-pit-to-pastry-chef',
  },
  {
    quote: 'The market opens at seven. The stand is ready at six.',
    author: 'Lena, market manager',
    url: '/blog/designing-a-farmers-market-stand-that-sells',
  },
  {
    quote: 'Save seed from the plant that struggled and lived.',
    author: 'Ines, seed librarian',
    url: '/blog/seed-libraries-and-the-people-who-run-them',
  },
  {
    quote: 'Bread will not be hurried, and neither should you.',
    author: 'Aiko, baker',
    url: '/search?keywords=baker',
  },
  { quote: 'Feed the crew first.', author: 'Daniel, chef', url: '/blog/pay-in-the-kitchen-what-has-changed' },
  {
    quote: 'Good compost is just patience you can hold.',
    author: 'Jordan, orchard crew',
    url: '/search?categories[]=1',
  },
  {
    quote: 'Write the pay in the listing. Always.',
    author: 'Nora, co-founder',
    url: '/blog/how-to-write-a-job-listing-people-finish-reading',
  },
  {
    quote: 'Every dish is a thank-you to someone who grew it.',
    author: 'Marcus, line cook',
    url: '/search?categories[]=3',
  },
  {
    quote: 'Rain on harvest day is a lesson in humility.',
    author: 'Priya, grower',
    url: '/blog/what-a-first-season-on-a-vegetable-farm-teaches-you',
  },
  {
    quote: 'Ask the dishwasher. They know everything.',
    author: 'Marisol, pastry chef',
    url: '/blog/from-dish-pit-to-pastry-chef',
  },
  {
    quote: 'A hungry neighbor is everyone’s business.',
    author: 'Hannah, food bank',
    url: '/blog/food-policy-jobs-explained',
  },
  { quote: 'Cheese is milk that learned to wait.', author: 'Luis, cheesemaker', url: '/education' },
  {
    quote: 'Sell the story, and the tomatoes sell themselves.',
    author: 'Grace, chocolate maker',
    url: '/blog/designing-a-farmers-market-stand-that-sells',
  },
  {
    quote: 'Keep a notebook in your apron.',
    author: 'Ravi, radio producer',
    url: '/blog/telling-food-stories-on-the-radio',
  },
  {
    quote: 'Prune in winter, dream in spring.',
    author: 'Jordan, orchard crew',
    url: '/search?categories[]=1',
  },
  {
    quote: 'The best tool on a farm is a good question.',
    author: 'Nora, co-founder',
    url: '/blog/farm-apprenticeships-how-to-choose',
  },
  { quote: 'Season with salt, serve with care.', author: 'Teo, cook', url: '/search?categories[]=3' },
  {
    quote: 'Draw the squash you grew; you will see it differently.',
    author: 'June, illustrator',
    url: '/blog/illustrating-seed-catalogs',
  },
  {
    quote: 'A fair wage is part of the recipe.',
    author: 'Rosa, nonprofit director',
    url: '/blog/pay-in-the-kitchen-what-has-changed',
  },
  { quote: 'Leave the field better than you found it.', author: 'Ellen, farmer', url: '/about' },
  { quote: 'Slow fermentation, fast friendships.', author: 'Tom, brewer', url: '/search?categories[]=8' },
  {
    quote: 'Buy the business for its customers, not its ovens.',
    author: 'Hal, baker and buyer',
    url: '/blog/buying-a-small-food-business',
  },
  {
    quote: 'Good food is made by people who are treated well.',
    author: 'The Good Food Jobs team',
    url: '/fine-print/editoriual-policy',
  },
];
