import type { ContentPageSection } from '@gfj/contracts';

/** The site's own pages (original text): fine print carousels, about, editorial policy, co-founders. */
export interface SeedPage {
  section: ContentPageSection;
  title: string;
  content: string;
  image?: string;
}

export const SEED_PAGES: SeedPage[] = [
  {
    section: 'about',
    title: 'How it began',
    content:
      '<p>Good Food Jobs started in October 2010 at a farmers market stall, when two friends noticed that the best jobs in food were passed along by word of mouth, and that the people who wanted them most had no way to hear about them.</p><p>So we made a place to find them: one board for farms, kitchens, food businesses and the organizations working to make our food system fairer. Every listing is read by a person before it goes live, and every job that pays must pay a living wage.</p>',
    image: '/demo/pages/about-market.svg',
  },
  {
    section: 'about',
    title: 'What we believe',
    content:
      '<ul><li><strong>Good food needs good jobs.</strong> Fair pay, honest descriptions and respect for the people doing the work.</li><li><strong>No ads, no noise.</strong> Employers pay for listings; seekers never pay anything.</li><li><strong>Everyone belongs.</strong> From first-season farmhands to executive chefs, from bakers to policy analysts.</li></ul>',
  },
  {
    section: 'about',
    title: 'Who we are',
    content:
      '<p>We are a small team spread between the Hudson Valley and the Bay Area, led by our co-founders Nora Feld and Teo Marchetti. Between us we have picked apples, run a bakery line, written grant applications and answered thousands of emails from people looking for their place in food.</p><p>Want to say hello? <a href="/contact">Write to us</a>.</p>',
  },
  {
    section: 'cofounders',
    title: 'Nora Feld',
    content:
      '<p>Nora grew up on a dairy farm in upstate New York and spent ten years in vegetable production before moving into farm education. She looks after the employers who post with us and the standards every listing meets. When she is not reading job posts, she is probably pruning the orchard behind her house.</p>',
    image: '/demo/people/nora-feld.svg',
  },
  {
    section: 'cofounders',
    title: 'Teo Marchetti',
    content:
      '<p>Teo cooked in restaurant kitchens for twelve years, from dish pit to sous chef, before building websites for food businesses. He looks after the site, the newsletter and the people who use them. His sourdough starter is older than the company.</p>',
    image: '/demo/people/teo-marchetti.svg',
  },
  {
    section: 'editorial-policy',
    title: 'Editorial policy',
    content:
      '<p>Everything we publish, listings included, follows the same few rules.</p><h2>Listings</h2><ul><li>A person reads every listing before it goes live, in 24 hours or less.</li><li>Paid jobs must pay at least $15 an hour. Unpaid positions are accepted only for internships, apprenticeships and educational programs, and must say what they offer instead.</li><li>We do not publish commission-only sales, multi-level marketing or listings that ask applicants to pay.</li><li>We may edit a listing for clarity, and we send it back when something important is missing.</li></ul><h2>Stories and the newsletter</h2><ul><li>Our stories are written by our team or by guest writers from the food community, and guest pieces are marked as such.</li><li>No one pays to be featured. When we write about an employer who also posts with us, we say so.</li><li>We correct mistakes openly: write to us and we will fix them and note the change.</li></ul>',
  },
  {
    section: 'terms',
    title: 'Using Good Food Jobs',
    content:
      '<p>These terms apply to everyone who uses goodfoodjobs, whether you are looking for work, posting a job or reading our stories. By using the site you agree to them.</p><p>You must be at least 16 years old to create an account. Keep your password to yourself; you are responsible for what happens under your account.</p>',
  },
  {
    section: 'terms',
    title: 'Posting jobs',
    content:
      '<p>Listings must describe a real, open position with honest pay and conditions. We review every listing and may refuse or remove one that breaks our <a href="/fine-print/editoriual-policy">editorial policy</a>, with a refund when we do.</p><p>A listing stays up for 30 days from publication. Packages are valid for 12 months from purchase and are not refundable once a credit has been used.</p>',
  },
  {
    section: 'terms',
    title: 'Applying and contacting',
    content:
      '<p>When you apply through the site or write to an alum, we pass your message and your contact details to the person you wrote to. Be kind and truthful; harassment or spam ends your account.</p><p>Employers and alums answer directly. We are not a party to any job offer or contract that follows.</p>',
  },
  {
    section: 'terms',
    title: 'The small print',
    content:
      '<p>We work hard to keep the site running and the listings accurate, but we cannot promise either without interruption. Our liability is limited to what you paid us in the last twelve months.</p><p>We may update these terms; we will tell you by email before a change that matters takes effect. Questions? <a href="/contact">Contact us</a>.</p>',
  },
  {
    section: 'privacy',
    title: 'What we collect',
    content:
      '<p>Only what we need: your email address and password (stored as a one-way hash) for your account, what you choose to tell us in your profile, the searches you save and the jobs you follow. When you apply or write to someone through the site, we keep a copy of that message.</p><p>We count page views to show employers how their listings do; those counts are not tied to your name.</p>',
  },
  {
    section: 'privacy',
    title: 'How we use it',
    content:
      '<p>To run the site: sign you in, send the emails you asked for (confirmations, alerts, the newsletter) and pass your applications to employers. We never sell your data and we show no advertising.</p><p>Every email we send has a link to stop it.</p>',
  },
  {
    section: 'privacy',
    title: 'Your choices',
    content:
      '<p>You can see and change your details under <a href="/account/details">Account Info</a>, stop any email with one click, and ask us to delete your account and everything in it through the <a href="/contact">contact form</a>. We answer within 30 days, usually much sooner.</p>',
  },
];
