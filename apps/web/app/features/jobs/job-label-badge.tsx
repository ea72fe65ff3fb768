import { getJobLabel, type JobLabelInput } from '@gfj/contracts/job-display';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const TONES = {
  New: 'new',
  'Position filled': 'filled',
  'Deadline passed': 'passed',
} as const satisfies Record<string, BadgeTone>;

export function JobLabelBadge({ job, now }: { job: JobLabelInput; now?: Date }) {
  const label = getJobLabel(job, now);
  if (!label) return null;
  return <Badge tone={TONES[label]}>{label}</Badge>;
}
