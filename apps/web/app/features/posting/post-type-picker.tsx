import { formatPrice } from '@gfj/contracts/job-display';
import type { JobPostType } from '@gfj/contracts/reference';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

const DESCRIPTIONS: Record<string, string> = {
  job: 'A job, an internship or an apprenticeship.',
  'business for sale': 'A farm, a kitchen, a food business or its equipment, looking for a new owner.',
  'education program': 'A course, a training or a degree in food and farming.',
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first step: which kind of listing (the post types). A plain form post starts the draft. */
export function PostTypePicker({
  postTypes,
  error,
}: {
  postTypes: JobPostType[];
  error?: string | undefined;
}) {
  return (
    <form method="post" className="post-type-picker" noValidate>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <fieldset className="post-type-picker__options">
        <legend className="post-type-picker__legend">What would you like to post?</legend>
        {postTypes.map((type, index) => (
          <label key={type.id} className="post-type-picker__option card">
            <input type="radio" name="post_type" value={type['@id']} defaultChecked={index === 0} />
            <span className="post-type-picker__name">{capitalise(type.name)}</span>
            <span className="post-type-picker__about">{DESCRIPTIONS[type.name] ?? ''}</span>
            <span className="post-type-picker__price">
              {formatPrice(type.price)} per listing, or one credit of a job package
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg">
        Start writing
      </Button>
    </form>
  );
}
