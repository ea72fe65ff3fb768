import { Briefcase, CircleDollarSign, MapPin } from 'lucide';
import { IconSymbols } from '../../components/ui/icon-symbols.tsx';

/** The job cards' icons (`SymbolIcon` ids in job-card.tsx), written once per page. */
const JOB_CARD_ICONS = {
  'job-card-place': MapPin,
  'job-card-type': Briefcase,
  'job-card-pay': CircleDollarSign,
} as const;

/**
 * The drawings every job card's icons refer to: rendered once beside each list of cards (search
 * results, the home page's carousel, a company's listings), not in the root layout, so pages
 * without cards (the job page, whose first-load JavaScript has a budget) carry neither the
 * drawings nor the card's code.
 */
export function JobCardIcons() {
  return <IconSymbols icons={JOB_CARD_ICONS} />;
}
