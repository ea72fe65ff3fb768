// The site's calendar (contracts: the browser's posting form checks deadlines on the same days).
export { SITE_TIME_ZONE, siteDay } from '@gfj/contracts/site-time';
