/** Demo press items (original text; the publications are invented for the demo). */
export interface SeedPressItem {
  type: 'about' | 'by';
  title: string;
  image: string;
  imageLink: string;
  description: string;
  attachment?: string;
}

export const SEED_PRESS: SeedPressItem[] = [
  {
    type: 'about',
    title: 'The Harvest Ledger',
    image: '/demo/press/harvest-ledger.svg',
    imageLink: '/blog/what-fifteen-years-of-listings-taught-us',
    description:
      '<p><strong>“The job board that reads every listing.”</strong> A profile of how our review team keeps pay honest and descriptions clear, and what employers say about it.</p>',
    attachment: '/press-kit/clippings/harvest-ledger.pdf',
  },
  {
    type: 'about',
    title: 'Field & Fork Weekly',
    image: '/demo/press/field-fork.svg',
    imageLink: '/blog/pay-in-the-kitchen-what-has-changed',
    description:
      '<p><strong>“Where cooks find kitchens that pay.”</strong> Field &amp; Fork looked at culinary listings over five years and quoted our pay data.</p>',
  },
  {
    type: 'about',
    title: 'Greenmarket Radio',
    image: '/demo/press/greenmarket-radio.svg',
    imageLink: '/blog/telling-food-stories-on-the-radio',
    description:
      '<p>Co-founder Nora Feld talked about first-season farm jobs and why apprenticeships should teach, not just employ.</p>',
  },
  {
    type: 'about',
    title: 'The Pantry Report',
    image: '/demo/press/pantry-report.svg',
    imageLink: '/blog/food-policy-jobs-explained',
    description:
      '<p>A roundup of places to find food policy work, naming Good Food Jobs as the board nonprofits trust for mission-driven roles.</p>',
  },
  {
    type: 'by',
    title: 'Soil Times: Pay is part of the recipe',
    image: '/demo/press/soil-times.svg',
    imageLink: '/blog/how-to-write-a-job-listing-people-finish-reading',
    description:
      '<p>An opinion piece by co-founder Teo Marchetti on why every food job listing should show its pay, and what changed when we asked for it.</p>',
    attachment: '/press-kit/clippings/soil-times.pdf',
  },
  {
    type: 'by',
    title: 'Field & Fork Weekly: Letters from the field',
    image: '/demo/press/field-fork.svg',
    imageLink: '/blog/farm-apprenticeships-how-to-choose',
    description:
      '<p>Our monthly column with advice for people starting out in farming, from choosing an apprenticeship to asking about housing.</p>',
  },
];
