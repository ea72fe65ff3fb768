import { CONTENT_MESSAGES, maxMessage } from '@gfj/contracts/content-fields';
import {
  TESTIMONIAL_ATTACHMENT_NAME_MAX,
  TESTIMONIAL_FORM_CATEGORIES,
  TESTIMONIAL_IMAGE_MAX_BYTES,
} from '@gfj/contracts/content-text';
import { testimonialSubmissionSchema } from '@gfj/contracts/testimonials';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, SelectField, TextAreaField, TextField } from '../../components/ui/form/fields.tsx';
import { toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { type CountryOption, fetchStates, postTestimonial } from './testimonials.queries.ts';

interface TestimonialValues {
  name: string;
  email: string;
  country: string;
  state: string;
  city: string;
  category: string;
  content: string;
  attachment?: FileList;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The attachment's rules in the browser (the server checks the bytes again). */
function checkAttachment(files: FileList | undefined): string | undefined {
  if (!files || files.length === 0) return undefined;
  const [file] = files;
  if (files.length > 1 || !file || !IMAGE_TYPES.includes(file.type))
    return CONTENT_MESSAGES.attachmentNotImage;
  if (file.name.length > TESTIMONIAL_ATTACHMENT_NAME_MAX) return maxMessage(TESTIMONIAL_ATTACHMENT_NAME_MAX);
  if (file.size > TESTIMONIAL_IMAGE_MAX_BYTES) return CONTENT_MESSAGES.attachmentTooLarge;
  return undefined;
}

/**
 * Submit Your Own (content 2, 5, 7): name, email, country, state (required only for the United
 * States), city, who you are, your words and an optional image; posted as multipart.
 */
export function TestimonialForm({
  countries,
  usStates,
  onSuccess,
}: {
  countries: CountryOption[];
  usStates: string[];
  onSuccess: () => void;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [states, setStates] = useState(usStates);
  const form = useForm<TestimonialValues>({
    resolver: zodResolver(testimonialSubmissionSchema) as unknown as Resolver<TestimonialValues>,
    mode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      country: 'United States',
      state: '',
      city: '',
      category: '',
      content: '',
    },
  });
  const outcome = useFormResult(form.setError);
  const { errors, isSubmitting } = form.formState;
  const countryField = form.register('country');

  return (
    <FormShell
      form={form}
      outcome={outcome}
      hidden={{ _token: csrfToken }}
      onValid={async (values, element) => {
        const attachmentError = checkAttachment(values.attachment);
        if (attachmentError)
          return { violations: [{ propertyPath: 'attachment', message: attachmentError }] };
        const response = await postTestimonial(api, new FormData(element));
        if (!response.ok) return toFormResult(response);
        if (response.data?.success) onSuccess();
        return undefined;
      }}
    >
      <div className="account-form__pair">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          hint="Never shown on the site."
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="account-form__pair">
        <SelectField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...countryField}
          onChange={async (event) => {
            await countryField.onChange(event);
            form.setValue('state', '');
            const country = countries.find((c) => c.name === event.target.value);
            setStates(country ? await fetchStates(api, country.id) : []);
          }}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.name}>
              {country.name}
            </option>
          ))}
        </SelectField>
        {states.length > 0 ? (
          <SelectField label="State" error={errors.state?.message} {...form.register('state')}>
            <option value="">Choose a state</option>
            {states.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label="State or region (optional)"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register('state')}
          />
        )}
      </div>
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city')}
      />
      <SelectField label="Who are you?" error={errors.category?.message} {...form.register('category')}>
        <option value="">Choose one</option>
        {TESTIMONIAL_FORM_CATEGORIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your story"
        rows={7}
        hint="How did Good Food Jobs help you? A few sentences are plenty."
        error={errors.content?.message}
        {...form.register('content')}
      />
      <TextField
        label="A picture (optional)"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP, up to 5 MB."
        error={errors.attachment?.message}
        {...form.register('attachment')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Submit your testimonial'}
      </Button>
    </FormShell>
  );
}
