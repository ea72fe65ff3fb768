import { POSTING_MESSAGES } from '@gfj/contracts/posting-fields';
import { POSTING_FIELD_ORDER } from '@gfj/contracts/posting-rules';
import type { JobPostType } from '@gfj/contracts/reference';

/**
 * Each posting field's name as the form shows it for a post type: its label (from the post type
 * where it gives one), or its group's legend. The form's sections and the preview's "not complete
 * yet" list both read it, so the preview names a field the way the poster will find it.
 */
export function postingFieldLabel(field: string, texts: JobPostType): string {
  switch (field) {
    case 'company_name':
      return texts.label_company_name ?? 'Company name';
    case 'company_website':
      return texts.label_company_website ?? 'Website';
    case 'company_email':
      return texts.label_company_email ?? 'Email';
    case 'company_description':
      return texts.label_company_description ?? 'About the company';
    case 'position':
      return texts.label_position ?? 'Title';
    case 'type_id':
      return texts.label_type ?? 'Type';
    case 'description':
      return texts.label_description ?? 'Description';
    case 'how_to_apply':
      return texts.label_additional_application_instructions ?? 'Additional instructions';
    case 'how_to_apply_phone':
      return texts.label_company_phone ?? 'Phone';
    default:
      return FIXED_LABELS[field] ?? field.replace(/_/g, ' ');
  }
}

const FIXED_LABELS: Record<string, string> = {
  post_type: 'Kind of listing',
  categories: 'Categories',
  attachments: 'Attachments',
  work_location: 'Where is it?',
  city: 'City',
  state: 'State',
  zip_code: 'Zip code',
  country: 'Country',
  pay_period: 'How is it paid?',
  pay_min: 'Lowest pay',
  pay_max: 'Highest pay',
  compensation_types: 'Offered instead of, or besides, pay',
  compensation: 'Pay details',
  business_sale_type: 'Type of sale',
  business_sale_price: 'Asking price',
  education_program_fees: 'Program fees',
  education_program_benefits: 'What students gain',
  how_to_apply_email: 'By email, through our application form',
  how_to_apply_online: 'Online, at this address',
  how_to_apply_in_person: 'In person',
  deadline: 'Deadline',
};

/**
 * The API's refusals of a submission as lines a poster can act on, in the form's order: the
 * field's label and the message ("Give at least one way to apply." is the How to apply section's).
 */
export function describeViolations(
  violations: readonly { propertyPath: string; message: string }[],
  texts: JobPostType,
): { field: string; text: string }[] {
  const order = (path: string) => {
    const index = POSTING_FIELD_ORDER.indexOf(path.split('.')[0] ?? path);
    return index === -1 ? POSTING_FIELD_ORDER.length : index;
  };
  return [...violations]
    .sort((a, b) => order(a.propertyPath) - order(b.propertyPath))
    .map((v) => {
      const field = v.propertyPath.split('.')[0] ?? v.propertyPath;
      const label =
        v.message === POSTING_MESSAGES.howToApplyRequired
          ? (texts.label_how_to_apply ?? 'How to apply')
          : postingFieldLabel(field, texts);
      return { field, text: `${label}${label.endsWith('?') ? '' : ':'} ${v.message}` };
    });
}
