import type { User } from '@gfj/contracts/accounts';
import type { Country } from '@gfj/contracts/reference';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { ProfileForm } from './profile-form.tsx';
import { resolveStoredPlace } from './stored-place.ts';

const COUNTRIES: Country[] = [
  {
    '@id': '/api/countries/1',
    '@type': 'Country',
    id: 1,
    name: 'United States',
    code: 'US',
    code3: 'USA',
    states: [
      { '@id': '/api/states/1', '@type': 'State', id: 1, name: 'New York', code: 'NY' },
      { '@id': '/api/states/2', '@type': 'State', id: 2, name: 'Oregon', code: 'OR' },
    ],
  },
  {
    '@id': '/api/countries/2',
    '@type': 'Country',
    id: 2,
    name: 'Canada',
    code: 'CA',
    code3: 'CAN',
    states: [],
  },
];

// As the demo seed once stored june: codes rather than names.
const JUNE: User = {
  '@id': '/api/users/8',
  '@type': 'User',
  id: 8,
  username: 'june',
  email: 'june@goodfoodjobs.local',
  identify_as: 'job seeker',
  country: 'US',
  state: 'OR',
  city: 'Portland',
  gender: 'not specify',
  ethnicity: 'black or african american',
  is_confirmed: true,
  is_staff: false,
};

let requests: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url: String(url), method: init.method ?? 'GET', body });
      return new Response(JSON.stringify({ ...JUNE, ...body, country: 'United States', state: 'Oregon' }), {
        status: 200,
        headers: { 'content-type': 'application/ld+json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(user: User) {
  const place = resolveStoredPlace(COUNTRIES, user.country, user.state);
  render(
    <AppStateProvider state={{ ...GUEST_APP_STATE, userId: user.id, username: user.username }}>
      <ProfileForm
        user={user}
        place={place}
        countries={COUNTRIES.map(({ id, name }) => ({ id, name }))}
        initialStates={place.states}
      />
    </AppStateProvider>,
  );
  return userEvent.setup();
}

const selected = (label: string) =>
  (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('ProfileForm (Tell Us About You)', () => {
  it('loads a profile stored with codes as saved: the country and its state selected in selects', () => {
    renderForm(JUNE);
    expect(selected('Country')).toBe('United States');
    expect(screen.getByLabelText('State').tagName).toBe('SELECT');
    expect(selected('State')).toBe('Oregon');
    expect(selected('Gender')).toBe('Prefer not to say');
    expect(selected('Ethnicity')).toBe('Black or African American');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Portland');
  });

  it('saves the stored profile unchanged, sending the names and the spec values', async () => {
    const user = renderForm(JUNE);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your account details have been updated successfully.')).toBeTruthy();
    expect(screen.queryByText('Invalid selection')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/users/8',
      method: 'PATCH',
      body: {
        country: 'United States',
        state: 'Oregon',
        city: 'Portland',
        gender: 'not specify',
        ethnicity: 'black or african american',
      },
    });
  });

  it('offers one clear, capitalised list each, with one way to decline', () => {
    renderForm(JUNE);
    const labels = (name: string) =>
      within(screen.getByLabelText(name))
        .getAllByRole('option')
        .map((o) => o.textContent ?? '');
    for (const name of ['Gender', 'Ethnicity']) {
      const options = labels(name);
      expect(new Set(options).size).toBe(options.length);
      expect(options.filter((o) => /prefer not|not specify|^none$/i.test(o))).toEqual(['Prefer not to say']);
    }
    expect(labels('Gender')).toEqual([
      'Choose one',
      'Female',
      'Male',
      'Transgender',
      'None of these',
      'Prefer not to say',
    ]);
    expect(labels('Ethnicity')).toContain('Native Hawaiian or Other Pacific Islander');
  });

  it('shows a country without a state list with a free-text state', () => {
    renderForm({ ...JUNE, country: 'Canada', state: 'Ontario' });
    expect(selected('Country')).toBe('Canada');
    const state = screen.getByLabelText('State or region') as HTMLInputElement;
    expect(state.tagName).toBe('INPUT');
    expect(state.value).toBe('Ontario');
  });
});
