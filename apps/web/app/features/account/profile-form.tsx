import { ACCOUNT_MESSAGES, profileSchema, type User } from '@gfj/contracts/accounts';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS } from '@gfj/contracts/lookups';
import { stateSchema } from '@gfj/contracts/reference';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { RefreshButton } from '../../components/ui/form/refresh-button.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';
import { useApiClient } from '../auth/app-state.tsx';

export interface CountryOption {
  id: number;
  name: string;
}

export interface ProfileValues {
  country: string;
  state: string;
  city: string;
  gender: string;
  ethnicity: string;
  birthday: string;
}

/** The form's fields as the API's PATCH body: an empty choice clears the stored one. */
export function toProfilePatch(values: ProfileValues) {
  return {
    country: values.country,
    state: values.state || null,
    city: values.city || null,
    gender: values.gender || null,
    ethnicity: values.ethnicity || null,
    birthday: values.birthday || null,
  };
}

/**
 * What the account page's action answered to this form posted without JavaScript: the outcome, and
 * after a refusal the values sent (with the state list of the country sent), so nothing typed is lost;
 * `refreshed` when it only asked for the states of the country chosen (Show its states).
 */
export interface ProfileResult extends FormResult {
  values?: ProfileValues;
  states?: string[];
  refreshed?: boolean;
}

const statesSchema = hydraCollectionSchema(stateSchema);

/** YYYY-MM-DD `years` before today, for the birthday picker's bounds (10 to 90 years ago). */
function yearsAgo(years: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/**
 * Tell Us About You (content 2, 5, 8). With JavaScript it PATCHes the API; without (or before
 * hydration) it posts to the account page's action, whose answer comes back as `result`. It never
 * submits by GET: that would put the profile in the address, the history and the server logs.
 */
export function ProfileForm({
  user,
  place,
  countries,
  initialStates,
  result,
}: {
  user: User;
  /** The stored country and state under the names the pickers offer. */
  place: { country: string; state: string };
  countries: CountryOption[];
  initialStates: string[];
  result?: ProfileResult | undefined;
}) {
  const api = useApiClient();
  const [states, setStates] = useState(result?.states ?? initialStates);
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileValues>,
    defaultValues: {
      country: place.country,
      state: place.state,
      city: user.city ?? '',
      gender: user.gender ?? '',
      ethnicity: user.ethnicity ?? '',
      birthday: user.birthday ?? '',
    },
    result,
  });
  // The stored profile as the elements' defaults too (the kit gives only what a refusal sent back):
  // the server-rendered page, and a picker that appears later such as the state list, show it
  // before any script runs.
  const bind = (name: keyof ProfileValues) => ({ ...field(name), defaultValue: form.getValues(name) });
  const countryField = bind('country');
  // The country the state list shown was made for, until a script takes the list over.
  const listedFor = result?.values?.country ?? place.country;
  // The page Show its states answered puts the visitor back where they go on: the state field.
  const isRefreshed = result?.refreshed === true;

  async function loadStates(countryName: string) {
    const country = countries.find((c) => c.name === countryName);
    if (!country) {
      setStates([]);
      return;
    }
    const response = await api.request(`/states?country=/api/countries/${country.id}&pageSize=300`, {
      schema: statesSchema,
    });
    setStates(response.ok && response.data ? response.data.member.map((s) => s.name) : []);
  }

  return (
    <FormShell
      form={form}
      outcome={outcome}
      className="account-form"
      // Tells the page's action which of its forms posted (Change Password posts there too).
      hidden={{ intent: 'profile' }}
      hasRefresh
      onValid={async (values) => {
        const response = await api.request(`/users/${user.id}`, {
          method: 'PATCH',
          json: toProfilePatch(values),
        });
        return response.ok ? { success: ACCOUNT_MESSAGES.profileUpdated } : toFormResult(response);
      }}
    >
      <div className="account-form__pair">
        <SelectField
          label="Country"
          autoComplete="country-name"
          {...countryField}
          onChange={async (event) => {
            await countryField.onChange(event);
            form.setValue('state', '');
            await loadStates(event.target.value);
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
          <SelectField label="State" autoFocus={isRefreshed} {...bind('state')}>
            <option value="">Choose a state</option>
            {states.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label="State or region"
            autoComplete="address-level1"
            autoFocus={isRefreshed}
            {...bind('state')}
          />
        )}
      </div>
      <div className="account-form__pair">
        <TextField label="City" autoComplete="address-level2" {...bind('city')} />
        <TextField label="Birthday" type="date" min={yearsAgo(90)} max={yearsAgo(10)} {...bind('birthday')} />
      </div>
      <div className="account-form__pair">
        <SelectField label="Gender" {...bind('gender')}>
          <option value="">Choose one</option>
          {GENDER_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Ethnicity" {...bind('ethnicity')}>
          <option value="">Choose one</option>
          {ETHNICITY_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save details'}
      </Button>
    </FormShell>
  );
}
