/**
 * The pricing carousel's demo slides (original text written for this project): why a listing here
 * pays, in the order the page shows them.
 */
export const SEED_PRICING_SLIDES: { title: string; content: string }[] = [
  {
    title: 'Reach people who already work with food',
    content:
      '<p>Our readers grow, cook, bake, brew, teach and advocate. A listing here lands in front of people who know what a 5 a.m. market load-in means, and who are looking for exactly that kind of work.</p>',
  },
  {
    title: 'Every listing is read by a person',
    content:
      '<p>Each job is reviewed by our team before it goes live, usually within one business day. Clear, honest listings get more applicants, and we will tell you if something is missing.</p><p>See <a href="/faq">our FAQ</a> for what we look for.</p>',
  },
  {
    title: 'Thirty days, and the email alerts too',
    content:
      '<p>A listing stays up for 30 days. It also goes out in the daily email alerts of readers whose saved searches match it, so it reaches people who were not looking that morning.</p>',
  },
  {
    title: 'Packages for teams that hire often',
    content:
      '<p>Buy <strong>3, 5 or 10 listings</strong> at once and pay as little as $40 a listing. Credits stay good for 12 months, and each new listing uses one automatically when you submit it.</p>',
  },
];
