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
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { RefreshButton } from '../../components/ui/form/refresh-button.tsx';
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

/** The texts of the form, as sent back after a refusal without JavaScript (never the image). */
export type TestimonialTexts = Omit<TestimonialValues, 'attachment'>;
/** `refreshed`: the answer to Show its states (the states of the country chosen, nothing sent). */
export type TestimonialFormResult = FormResult & {
  values?: TestimonialTexts;
  states?: string[];
  refreshed?: boolean;
};

const EMPTY_TESTIMONIAL: TestimonialTexts = {
  name: '',
  email: '',
  country: 'United States',
  state: '',
  city: '',
  category: '',
  content: '',
};

/**
 * The attachment's rules, in the browser and in the page's action (`chosenFiles`, without the empty
 * part a browser sends for no file); the API checks the bytes again.
 */
export function checkAttachment(chosen: ArrayLike<File> | undefined): string | undefined {
  const files = Array.from(chosen ?? []);
  if (files.length === 0) return undefined;
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
  states: initialStates,
  onSuccess,
  action,
  result,
}: {
  countries: CountryOption[];
  /** The states of the country shown (the United States', or after a refusal the one sent). */
  states: string[];
  onSuccess: () => void;
  /** Where it posts without JavaScript, and that action's answer: a refusal with what was sent. */
  action?: string;
  result?: TestimonialFormResult | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [states, setStates] = useState(initialStates);
  const sent = result?.values;
  const form = useForm<TestimonialValues>({
    resolver: zodResolver(testimonialSubmissionSchema) as unknown as Resolver<TestimonialValues>,
    mode: 'onChange',
    defaultValues: { ...EMPTY_TESTIMONIAL, ...sent },
  });
  const outcome = useFormResult(form.setError, result);
  const { errors, isSubmitting } = form.formState;
  const countryField = form.register('country');
  // The country the state list shown was made for, until a script takes the list over.
  const listedFor = sent?.country ?? EMPTY_TESTIMONIAL.country;
  // The page Show its states answered puts the visitor back where they go on: the state field.
  const isRefreshed = result?.refreshed === true;

  return (
    <FormShell
      form={form}
      outcome={outcome}
      action={action}
      encType="multipart/form-data"
      hidden={{ _token: csrfToken }}
      hasRefresh
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
          error={errors.name?.message ?? outcome.serverError('name')}
          defaultValue={sent?.name}
          {...form.register('name')}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          hint="Never shown on the site."
          error={errors.email?.message ?? outcome.serverError('email')}
          defaultValue={sent?.email}
          {...form.register('email')}
        />
      </div>
      <div className="account-form__pair">
        <SelectField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message ?? outcome.serverError('country')}
          defaultValue={sent?.country}
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
        <RefreshButton value={listedFor}>Show its states</RefreshButton>
        {states.length > 0 ? (
          <SelectField
            label="State"
            autoFocus={isRefreshed}
            error={errors.state?.message ?? outcome.serverError('state')}
            defaultValue={sent?.state}
            {...form.register('state')}
          >
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
            autoFocus={isRefreshed}
            error={errors.state?.message ?? outcome.serverError('state')}
            defaultValue={sent?.state}
            {...form.register('state')}
          />
        )}
      </div>
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message ?? outcome.serverError('city')}
        defaultValue={sent?.city}
        {...form.register('city')}
      />
      <SelectField
        label="Who are you?"
        error={errors.category?.message ?? outcome.serverError('category')}
        defaultValue={sent?.category}
        {...form.register('category')}
      >
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
        error={errors.content?.message ?? outcome.serverError('content')}
        defaultValue={sent?.content}
        {...form.register('content')}
      />
      <TextField
        label="A picture (optional)"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP, up to 5 MB."
        error={errors.attachment?.message ?? outcome.serverError('attachment')}
        {...form.register('attachment')}
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Submit your testimonial'}
      </Button>
    </FormShell>
  );
}
