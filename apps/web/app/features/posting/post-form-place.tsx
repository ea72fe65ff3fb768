import { SelectField, TextField } from '../../components/ui/form/fields.tsx';
import { Choice, ChoiceGroup, TextAreaField } from '../../components/ui/form/more-fields.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { postingFieldLabel } from './field-labels.ts';
import { choice, Section, type SectionProps, textInput } from './post-form-sections.tsx';
import { fieldId } from './post-form-values.ts';

export interface PlaceOption {
  code: string;
  name: string;
}

export function PlaceSection({
  form,
  texts,
  errorOf,
  countries,
  states,
  isJob,
}: SectionProps & { countries: PlaceOption[]; states: PlaceOption[]; isJob: boolean }) {
  const watched = form.watch('work_location');
  const isHydrated = useHydrated();
  // Without JavaScript every place field shows; the server keeps those of the chosen scope.
  const scope = isHydrated ? watched : 'all';
  return (
    <Section title="Where">
      <ChoiceGroup id={fieldId('work_location')} legend="Where is it?" error={errorOf('work_location')}>
        <Choice
          label="In the United States"
          type="radio"
          id={fieldId('work_location')}
          {...choice(form, 'work_location', 'us')}
        />
        <Choice
          label="Outside the United States"
          type="radio"
          {...choice(form, 'work_location', 'international')}
        />
        <Choice label="Anywhere (remote)" type="radio" {...choice(form, 'work_location', 'anywhere')} />
      </ChoiceGroup>
      {scope === 'anywhere' ? null : (
        <>
          <TextField
            id={fieldId('city')}
            label="City"
            hint={texts.hint_city}
            autoComplete="address-level2"
            error={errorOf('city')}
            {...textInput(form, 'city')}
          />
          {scope === 'international' || scope === 'all' ? (
            <SelectField
              id={fieldId('country')}
              label="Country"
              error={errorOf('country')}
              {...textInput(form, 'country')}
            >
              <option value="US">Choose a country</option>
              {countries
                .filter((c) => c.code !== 'US')
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </SelectField>
          ) : null}
          {scope === 'us' || scope === 'all' ? (
            <div className="post-form__pair">
              <SelectField
                id={fieldId('state')}
                label="State"
                error={errorOf('state')}
                {...textInput(form, 'state')}
              >
                <option value="">Choose a state</option>
                {states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                id={fieldId('zip_code')}
                label="Zip code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                error={errorOf('zip_code')}
                {...textInput(form, 'zip_code')}
              />
            </div>
          ) : null}
          <Choice
            label={texts.label_work_remote ?? 'Can be done remotely'}
            type="checkbox"
            id={fieldId('work_remote')}
            {...choice(form, 'work_remote', undefined)}
          />
        </>
      )}
      {isJob ? (
        <Choice
          label="Work visa sponsorship is available"
          type="checkbox"
          id={fieldId('work_visa')}
          {...choice(form, 'work_visa', undefined)}
        />
      ) : null}
    </Section>
  );
}

export function ApplySection({ form, texts, errorOf }: SectionProps) {
  return (
    <Section title={texts.label_how_to_apply ?? 'How to apply'}>
      <p className="post-form__intro">
        {texts.label_how_to_apply_how ?? 'How should people apply?'} Give at least one way.
      </p>
      <TextField
        id={fieldId('how_to_apply_email')}
        label="By email, through our application form"
        hint={texts.hint_how_to_apply_email}
        type="email"
        error={errorOf('how_to_apply_email')}
        {...textInput(form, 'how_to_apply_email')}
      />
      <TextField
        id={fieldId('how_to_apply_online')}
        label="Online, at this address"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errorOf('how_to_apply_online')}
        {...textInput(form, 'how_to_apply_online')}
      />
      <TextField
        id={fieldId('how_to_apply_phone')}
        label={postingFieldLabel('how_to_apply_phone', texts)}
        type="tel"
        autoComplete="tel"
        error={errorOf('how_to_apply_phone')}
        {...textInput(form, 'how_to_apply_phone')}
      />
      <TextAreaField
        id={fieldId('how_to_apply_in_person')}
        label="In person"
        rows={2}
        error={errorOf('how_to_apply_in_person')}
        {...textInput(form, 'how_to_apply_in_person')}
      />
      <TextAreaField
        id={fieldId('how_to_apply')}
        label={postingFieldLabel('how_to_apply', texts)}
        hint={texts.hint_how_to_apply}
        rows={3}
        error={errorOf('how_to_apply')}
        {...textInput(form, 'how_to_apply')}
      />
      <TextField
        id={fieldId('deadline')}
        label="Deadline"
        hint={texts.hint_deadline}
        type="date"
        error={errorOf('deadline')}
        {...textInput(form, 'deadline')}
      />
    </Section>
  );
}
