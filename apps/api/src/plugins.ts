import type { FastifyInstance } from 'fastify';
import { registerApiHttp, registerHttpRoot } from './http/register-http.ts';
import { rejectInvalidText } from './http/text-check.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { cartsRoutes } from './modules/carts/carts.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentPagesRoutes } from './modules/content-pages/content-pages.routes.ts';
import { registerDevToolsRoutes } from './modules/dev-tools/dev-tools.routes.ts';
import { alumsRoutes } from './modules/education/alums.routes.ts';
import { educationRoutes } from './modules/education/education.routes.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { refundRequestsRoutes } from './modules/faqs/refund-requests.routes.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeWidgetsRoutes } from './modules/home-widgets/home-widgets.routes.ts';
import { jobPackagesRoutes } from './modules/job-packages/job-packages.routes.ts';
import { jobStatsRoutes } from './modules/job-stats/job-stats.routes.ts';
import { jobViewsRoutes } from './modules/job-views/job-views.routes.ts';
import { jobCopyRoutes } from './modules/jobs/job-copy.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.tsx';
import { mediaObjectsRoutes } from './modules/media-objects/media-objects.routes.ts';
import { jobFillRoutes } from './modules/moderation/job-fill.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { newsletterFormsRoutes } from './modules/newsletter/newsletter-forms.routes.ts';
import { commerceStaffRoutes } from './modules/orders/commerce-staff.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { receiptRequestsRoutes } from './modules/orders/receipt-requests.routes.ts';
import { registerPayments } from './modules/payments/payments.plugin.ts';
import { savedCardsRoutes } from './modules/payments/saved-cards.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { pressRoutes } from './modules/press/press.routes.ts';
import { pricingSlidesRoutes } from './modules/pricing-slides/pricing-slides.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes.ts';
import { userCountersRoutes } from './modules/user-counters/user-counters.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { wordsOfWisdomRoutes } from './modules/words-of-wisdom/words-of-wisdom.routes.ts';
import { metricsRoutes } from './observability/metrics.routes.ts';
import { registerRequestContext } from './observability/request-context.ts';
import { answerLoopbackOnly } from './security/loopback-only.ts';

/**
 * The visible plugin order (conventions 2): external, cross-cutting, then one line per domain
 * module. Add a module by adding its line here; nothing is autoloaded.
 */
export async function registerApi(
  app: FastifyInstance,
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  // Cross-cutting, for every request (API, pages, files): its id and context, then its metrics.
  registerRequestContext(app);
  await app.register(metricsRoutes);
  await registerHttpRoot(app);
  // The payment provider (Stripe or TEST MODE), shared by the API and the checkout page.
  await app.register(registerPayments);
  await app.register(
    async (api) => {
      await registerApiHttp(api);
      // Resolves request.viewer from the access token for every module below.
      await api.register(registerAuth);
      // Domain modules, one line each.
      await api.register(healthRoutes);
      await api.register(lookupsRoutes);
      await api.register(geoRoutes);
      await api.register(jobsRoutes);
      await api.register(jobCopyRoutes);
      await api.register(searchRoutes);
      await api.register(jobViewsRoutes);
      await api.register(homeWidgetsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(auditRoutes);
      await api.register(jobFillRoutes);
      await api.register(userCountersRoutes);
      await api.register(followsRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(sharingRoutes);
      await api.register(applicationsRoutes);
      await api.register(mediaObjectsRoutes);
      await api.register(companiesRoutes);
      await api.register(jobPackagesRoutes);
      await api.register(jobStatsRoutes);
      // Commerce (issue 16): carts, orders, invoices, receipts, Stripe's webhooks.
      await api.register(cartsRoutes);
      await api.register(ordersRoutes);
      await api.register(receiptRequestsRoutes);
      await api.register(commerceStaffRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(savedCardsRoutes);
      // Content and community (content 2-9).
      await api.register(faqsRoutes);
      await api.register(refundRequestsRoutes);
      await api.register(contactRoutes);
      await api.register(testimonialsRoutes);
      await api.register(wordsOfWisdomRoutes);
      await api.register(blogRoutes);
      await api.register(contentPagesRoutes);
      await api.register(pressRoutes);
      await api.register(pricingSlidesRoutes);
      await api.register(educationRoutes);
      await api.register(alumsRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterFormsRoutes);
      // Test-only routes go last, inside the same scope (error handling, headers).
      if (extraApiRoutes) await api.register(async (scope) => extraApiRoutes(scope));
    },
    { prefix: '/api' },
  );
  // The dev mailbox and tools exist only in local mode (product decisions: Email), for this machine.
  if (app.config.mode === 'local') {
    await app.register(async (dev) => {
      dev.addHook('onRequest', answerLoopbackOnly);
      dev.addHook('preValidation', rejectInvalidText);
      await dev.register(registerMailboxRoutes);
      await dev.register(registerDevToolsRoutes);
    });
  }
}
