/** Demo FAQs (original text). Categories: 3 seekers, 4 posters, 5 everyone. */
export interface SeedFaq {
  category: 3 | 4 | 5;
  question: string;
  answer: string;
  refundForm?: boolean;
  pricing?: number;
}

export const SEED_FAQS: SeedFaq[] = [
  {
    category: 3,
    question: 'Do I need an account to look for work?',
    answer:
      '<p>No. Every listing, the search and the education directory are open to everyone. An account lets you follow jobs, save searches and get email alerts, and you need a confirmed one to apply through the site.</p>',
  },
  {
    category: 3,
    question: 'How do I find jobs near me?',
    answer:
      '<p>Open the search from the header and type a city, a state or a five-digit zip code. With a zip code you can also choose how far you are willing to travel. The map lets you pick whole regions, like the Pacific West or the Mid-West.</p><p>Prefer to work from home? Choose <strong>Work remotely</strong> in the filters.</p>',
  },
  {
    category: 3,
    question: 'What do the labels on a listing mean?',
    answer:
      '<ul><li><strong>New</strong>: published in the last 48 hours.</li><li><strong>Position filled</strong>: the employer has found someone; the listing stays up so you can see what was on offer.</li><li><strong>Deadline passed</strong>: the application deadline the employer gave is behind us.</li></ul>',
  },
  {
    category: 3,
    question: 'How do email alerts work?',
    answer:
      '<p>Search with the filters you care about, then choose <strong>Save this search</strong>. Every morning we email you the jobs published since the last alert that match it, and never the same job twice. Each email has a one-click link to stop that alert, and you can pause or remove alerts under <a href="/account/seekers/saved-searches">Email Alerts</a>.</p>',
  },
  {
    category: 3,
    question: 'Are the jobs paid?',
    answer:
      '<p>Paid jobs must pay at least $15 an hour, and listings show the pay range when the employer gives one. Unpaid work with a stipend, housing, meals or academic credit is allowed only for internships, apprenticeships and educational programs, and the listing says so.</p>',
  },
  {
    category: 3,
    question: 'Can I apply through Good Food Jobs?',
    answer:
      '<p>Many employers take applications on the site: choose <strong>Apply Now</strong>, write a short note and attach your resume as a PDF or Word file. Others ask you to apply on their own website, by phone or in person; the listing tells you how.</p>',
  },
  {
    category: 4,
    question: 'How much does it cost to post a job?',
    answer:
      '<p>A single listing costs $60 and stays up for 30 days. Posting often? Packages of 3 jobs ($150), 5 jobs ($225) and 10 jobs ($400) are valid for a year. See <a href="/pricing">Pricing</a> for the details.</p>',
    pricing: 1,
  },
  {
    category: 4,
    question: 'How long does my listing stay up?',
    answer:
      '<p>Thirty days from the moment it is published. We email you eight days and one day before it ends, with a one-click link to mark the position filled.</p>',
    pricing: 2,
  },
  {
    category: 4,
    question: 'How soon will my job be published?',
    answer:
      '<p>A person on our team reads every listing before it goes live, usually within a few hours and always in 24 hours or less. If something needs changing we send the job back to you with a note.</p>',
    pricing: 3,
  },
  {
    category: 4,
    question: 'Can I change a job after it is published?',
    answer:
      '<p>Yes. Small corrections are welcome at any time from <a href="/account/posters">Job Listings</a>. If the role itself changes, please post a new job so applicants know what they are applying for.</p>',
  },
  {
    category: 4,
    question: 'What kinds of jobs can I post?',
    answer:
      '<p>Work that feeds people well: farms, ranches and fisheries, kitchens and bakeries, food businesses, food policy and advocacy, education and media about food. We also list businesses for sale and educational programs. We do not list jobs that pay below our wage floor, commission-only sales or multi-level marketing.</p>',
  },
  {
    category: 4,
    question: 'Can I get my money back?',
    answer:
      '<p>If your listing was rejected, published twice by mistake or never went live, we refund it in full. Tell us what happened with the form below and we will answer within a few working days.</p>',
    refundForm: true,
    pricing: 4,
  },
  {
    category: 5,
    question: 'What is Good Food Jobs?',
    answer:
      '<p>A job board for people who grow, cook, make, sell and fight for good food. Since October 2010 we have helped farms, kitchens, food businesses and nonprofits find people who care about their work as much as they do.</p>',
  },
  {
    category: 5,
    question: 'Why are there no ads?',
    answer:
      '<p>Because you came here to find work, not to be sold to. Employers pay for listings, and that pays for the site. We never sell your data.</p>',
  },
  {
    category: 5,
    question: 'How do I get the newsletter?',
    answer:
      '<p>Type your email address in the box at the bottom of any page and confirm with the link we send you. It goes out every Tuesday with new jobs, stories and advice. Every issue is also in the <a href="/newsletter">newsletter archive</a>.</p>',
  },
  {
    category: 5,
    question: 'How do I reach a person?',
    answer:
      '<p>Use the <a href="/contact" data-contact-form="">contact form</a>. We are a small team and we answer every message, usually within 24 hours.</p>',
  },
];
