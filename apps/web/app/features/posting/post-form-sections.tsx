import { CATEGORIES, JOB_TYPES } from '@gfj/contracts/lookups';
import { JOB_TYPE_IDS_BY_POST_TYPE, POSTING_LIMITS } from '@gfj/contracts/posting-fields';
import type { JobPostType } from '@gfj/contracts/reference';
import type { ReactNode } from 'react';
import { Controller, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../components/ui/form/fields.tsx';
import { Choice, ChoiceGroup, TextAreaField } from '../../components/ui/form/more-fields.tsx';
import { type AttachmentInfo, AttachmentsField } from './attachments-field.tsx';
import { postingFieldLabel } from './field-labels.ts';
import { fieldId, type PostFormField, type PostFormValues } from './post-form-values.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

export interface SectionProps {
  form: UseFormReturn<PostFormValues>;
  texts: JobPostType;
  /** The message of a field: the form's rules, the API's answer, or a no-JavaScript post's. */
  errorOf: (name: PostFormField) => string | undefined;
}

type Form = UseFormReturn<PostFormValues>;
type Options = RegisterOptions<PostFormValues>;

/**
 * A registered text input or select with its saved value in the HTML: the server render (and a
 * browser without JavaScript) shows the draft, not empty fields.
 */
export function textInput(form: Form, name: PostFormField, options?: Options) {
  const saved = form.getValues(name);
  return { ...form.register(name, options), defaultValue: typeof saved === 'string' ? saved : '' };
}

/** A registered checkbox or radio (`value` for groups), checked in the HTML as saved. */
export function choice(form: Form, name: PostFormField, value: string | undefined, options?: Options) {
  const saved = form.getValues(name);
  const checked =
    value === undefined ? saved === true : Array.isArray(saved) ? saved.includes(value) : saved === value;
  return {
    ...form.register(name, options),
    defaultChecked: checked,
    ...(value === undefined ? {} : { value }),
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `post-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="post-form__section" aria-labelledby={id}>
      <h2 id={id} className="post-form__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CompanySection({
  form,
  texts,
  errorOf,
  onReuse,
}: SectionProps & { onReuse: (on: boolean) => void }) {
  const reuse = choice(form, 'reuse_company_description', undefined);
  return (
    <Section title={texts.label_company ?? 'Your organization'}>
      <TextField
        id={fieldId('company_name')}
        label={postingFieldLabel('company_name', texts)}
        hint={texts.hint_company_name}
        autoComplete="organization"
        error={errorOf('company_name')}
        {...textInput(form, 'company_name')}
      />
      <TextField
        id={fieldId('company_website')}
        label={postingFieldLabel('company_website', texts)}
        hint={texts.hint_company_website}
        type="url"
        inputMode="url"
        autoComplete="url"
        error={errorOf('company_website')}
        {...textInput(form, 'company_website')}
      />
      <TextField
        id={fieldId('company_email')}
        label={postingFieldLabel('company_email', texts)}
        hint={texts.hint_company_email}
        type="email"
        autoComplete="email"
        error={errorOf('company_email')}
        {...textInput(form, 'company_email')}
      />
      <Choice
        label="Reuse my company description"
        type="checkbox"
        id={fieldId('reuse_company_description')}
        {...reuse}
        onChange={async (event) => {
          await reuse.onChange(event);
          onReuse(event.target.checked);
        }}
      />
      <TextAreaField
        id={fieldId('company_description')}
        label={postingFieldLabel('company_description', texts)}
        hint={texts.hint_company_description}
        rows={4}
        error={errorOf('company_description')}
        {...textInput(form, 'company_description')}
      />
    </Section>
  );
}

export function ListingSection({
  form,
  texts,
  errorOf,
  postTypeId,
  attachments,
}: SectionProps & { postTypeId: number; attachments: AttachmentInfo[] }) {
  const types = JOB_TYPES.filter((t) => (JOB_TYPE_IDS_BY_POST_TYPE[postTypeId] ?? []).includes(t.id));
  return (
    <Section title="The listing">
      <TextField
        id={fieldId('position')}
        label={postingFieldLabel('position', texts)}
        hint={texts.hint_position}
        error={errorOf('position')}
        {...textInput(form, 'position')}
      />
      {types.length > 1 ? (
        <SelectField
          id={fieldId('type_id')}
          label={postingFieldLabel('type_id', texts)}
          error={errorOf('type_id')}
          {...textInput(form, 'type_id', { deps: ['compensation_types'] })}
        >
          <option value="">Choose a type</option>
          {types.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <ChoiceGroup
        id={fieldId('categories')}
        legend="Categories"
        hint={`Up to ${POSTING_LIMITS.maxCategories}.`}
        error={errorOf('categories')}
      >
        {CATEGORIES.map((c, index) => (
          <Choice
            key={c.id}
            label={c.name}
            type="checkbox"
            id={index === 0 ? fieldId('categories') : undefined}
            {...choice(form, 'categories', String(c.id))}
          />
        ))}
      </ChoiceGroup>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <RichTextEditor
            ref={field.ref}
            id={fieldId('description')}
            name="description"
            label={postingFieldLabel('description', texts)}
            hint={texts.hint_description}
            error={errorOf('description')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="attachments"
        render={({ field }) => (
          <AttachmentsField
            id={fieldId('attachments')}
            value={field.value}
            initial={attachments}
            maxFiles={POSTING_LIMITS.maxAttachments}
            error={errorOf('attachments')}
            onChange={field.onChange}
          />
        )}
      />
    </Section>
  );
}

export function SaleSection({ form, errorOf }: SectionProps) {
  return (
    <Section title="The sale">
      <TextField
        id={fieldId('business_sale_type')}
        label="Type of sale"
        hint="For example: bakery, farm, food truck, equipment."
        error={errorOf('business_sale_type')}
        {...textInput(form, 'business_sale_type')}
      />
      <TextField
        id={fieldId('business_sale_price')}
        label="Asking price (US dollars)"
        inputMode="decimal"
        error={errorOf('business_sale_price')}
        {...textInput(form, 'business_sale_price', { deps: ['business_sale_price_negotiable'] })}
      />
      <Choice
        label="The price is negotiable"
        type="checkbox"
        id={fieldId('business_sale_price_negotiable')}
        {...choice(form, 'business_sale_price_negotiable', undefined)}
      />
    </Section>
  );
}

export function ProgramSection({ form, errorOf }: SectionProps) {
  return (
    <Section title="The program">
      <TextField
        id={fieldId('education_program_fees')}
        label="Program fees (US dollars)"
        hint="Leave empty if the program is free."
        inputMode="decimal"
        error={errorOf('education_program_fees')}
        {...textInput(form, 'education_program_fees')}
      />
      <TextAreaField
        id={fieldId('education_program_benefits')}
        label="What students gain"
        rows={3}
        error={errorOf('education_program_benefits')}
        {...textInput(form, 'education_program_benefits')}
      />
    </Section>
  );
}
