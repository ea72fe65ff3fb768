import { Link } from 'react-router';
import { ButtonLink } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { HeroSearch } from '../features/home/hero-search.tsx';
import { fetchHomeSlides } from '../features/home/home.queries.ts';
import { HomeSlider } from '../features/home/home-slider.tsx';
import { loadHomeWidgetsCached } from '../features/home/home-widgets.queries.ts';
import { PopularJobsCarousel } from '../features/home/popular-jobs-carousel.tsx';
import { fetchPopularJobs } from '../features/jobs/jobs.queries.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import { buildPageMeta } from '../lib/share-meta.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [jobs, slides] = await Promise.all([fetchPopularJobs(api), fetchHomeSlides(api)]);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { jobs, slides, publicUrl };
}

/** On client navigations the widgets come from the browser's query cache (5 minutes). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadHomeWidgetsCached(serverLoader);
}

const DESCRIPTION =
  'Jobs on farms, in kitchens, food businesses and advocacy groups. Find work in sustainable food and agriculture, or post a job to reach people who care.';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const publicUrl = loaderData?.publicUrl ?? '';
  return buildPageMeta({
    title: 'Good Food Jobs | Work in sustainable food and agriculture',
    shareTitle: 'Good Food Jobs',
    description: DESCRIPTION,
    url: `${publicUrl}/`,
    publicUrl,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <Container className="hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">Farms · Kitchens · Makers · Advocates</p>
            <h1 id="hero-title">Find work that feeds people well</h1>
            <p className="hero__lede">
              Jobs, apprenticeships and education programs from people building a fairer, tastier food system.
            </p>
            <HeroSearch />
            <p className="hero__hint">
              Hiring? <Link to="/post">Post a job</Link> and reach people who care about good food.
            </p>
          </div>
          {/* Lazy: phones hide it (no download there) and it must not compete with the page's first paint. */}
          <img
            src="/images/hero-field.svg"
            alt=""
            className="hero__art"
            width={520}
            height={440}
            loading="lazy"
          />
        </Container>
      </section>

      <section className="section" aria-labelledby="popular-title">
        <Container>
          <div className="section__head">
            <h2 id="popular-title">Popular jobs</h2>
            <Link to="/search" className="section__more">
              See all jobs
            </Link>
          </div>
          <PopularJobsCarousel jobs={loaderData.jobs} />
        </Container>
      </section>

      {loaderData.slides.length > 0 ? (
        <section className="section" aria-labelledby="slider-title">
          <Container>
            <h2 id="slider-title" className="section__title">
              Find your corner of the food world
            </h2>
          </Container>
          <HomeSlider slides={loaderData.slides} />
        </section>
      ) : null}

      <section className="section" aria-labelledby="education-title">
        <Container>
          <div className="edu-banner">
            <div className="edu-banner__copy">
              <h2 id="education-title">Never Stop Learning</h2>
              <p>
                Farm apprenticeships, culinary courses and food-policy fellowships: programs that help you
                grow in your craft.
              </p>
              <ButtonLink to="/education" variant="harvest" size="lg">
                Start exploring
              </ButtonLink>
            </div>
            <img
              src="/images/education-garden.svg"
              alt=""
              className="edu-banner__art"
              width={420}
              height={300}
              loading="lazy"
            />
          </div>
        </Container>
      </section>

      <section className="section section--tight" aria-labelledby="post-title">
        <Container>
          <div className="post-band">
            <div>
              <h2 id="post-title">Hiring for your farm, kitchen or food business?</h2>
              <p>
                Post a job in minutes. Your listing stays up for 30 days and reaches people who want this
                work.
              </p>
            </div>
            <div className="post-band__actions">
              <ButtonLink to="/post" size="lg">
                Post a job
              </ButtonLink>
              <ButtonLink to="/pricing" variant="secondary" size="lg">
                See pricing
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
