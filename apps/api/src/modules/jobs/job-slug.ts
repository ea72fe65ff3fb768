/** URL slug of a job position: "Farm Manager (2026)" -> "farm-manager-2026". */
export function slugifyPosition(position: string): string {
  const slug = position
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return slug || 'job';
}

/** A listing's slug, from its position and company (issue 14): "farm-manager-green-acres". */
export function buildJobSlug(position: string, companyName: string): string {
  return slugifyPosition(`${position} ${companyName}`.trim());
}
