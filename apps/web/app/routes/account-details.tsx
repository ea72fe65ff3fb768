import { ACCOUNT_MESSAGES, changePasswordSchema, profileSchema, userSchema } from '@gfj/contracts/accounts';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { countrySchema } from '@gfj/contracts/reference';
import { Accordion } from 'radix-ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { REFRESH_FIELD } from '../components/ui/form/refresh-button.tsx';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { AccountSection } from '../features/account/account-section.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import {
  ProfileForm,
  type ProfileResult,
  type ProfileValues,
  toProfilePatch,
} from '../features/account/profile-form.tsx';
import { resolveStoredPlace } from '../features/account/stored-place.ts';
import { loadSession } from '../features/auth/app-state.server.ts';
import { loadSavedCards } from '../features/cart/cart.server.ts';
import { cardRemoved, REMOVE_CARD_INTENT, SavedCards } from '../features/cart/saved-cards.tsx';
import { apiContext } from '../lib/load-context.ts';
import { signInPathFor } from '../lib/page-url.ts';
import type { Route } from './+types/account-details';

export const meta: Route.MetaFunction = () => [{ title: 'Account Info | Good Food Jobs' }];

const countriesSchema = hydraCollectionSchema(countrySchema);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request));
  const api = context.get(apiContext);
  const [user, countries, savedCards] = await Promise.all([
    api.get(`/api/users/${session.userId}`, userSchema),
    api.get('/api/countries?pageSize=300', countriesSchema),
    loadSavedCards(context),
  ]);
  if (!user.ok) throw data(null, { status: user.status === 404 ? 404 : 500 });
  const list = countries.ok ? countries.data.member : [];
  const place = resolveStoredPlace(list, user.data.country, user.data.state);
  return {
    user: user.data,
    place,
    // Only what the pickers need, so the page stays light.
    countries: list.map((c) => ({ id: c.id, name: c.name })),
    initialStates: place.states,
    savedCards,
  };
}

/**
 * The page's forms without JavaScript (or before hydration): Change Password and Tell Us About You
 * post here, never a GET that would put the passwords or the profile in the address. With
 * JavaScript each form PATCHes the API itself. `form` says which form the answer belongs to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request));
  const form = await readForm(request);
  if (form.intent === 'profile')
    return form[REFRESH_FIELD] === undefined
      ? saveProfile(form, session.userId, context)
      : showStates(form, form[REFRESH_FIELD], context);
  if (form.intent === REMOVE_CARD_INTENT) return removeCard(form, context);
  const values = {
    current_password: form.current_password ?? '',
    password: form.password ?? '',
    password_confirm: form.password_confirm ?? '',
  };
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success)
    return data({ form: 'password' as const, ...violationsOf(parsed.error) }, { status: 422 });
  const response = await context
    .get(apiContext)
    .send({ method: 'PATCH', path: `/api/users/${session.userId}`, json: values });
  if (!response.ok)
    return data({ form: 'password' as const, ...failureOf(response) }, { status: response.status });
  return { form: 'password' as const, success: ACCOUNT_MESSAGES.passwordUpdated };
}

/** Tell Us About You as posted: each field's text, '' for one not sent. */
function profileValuesOf(form: Record<string, string>): ProfileValues {
  return {
    country: form.country ?? '',
    state: form.state ?? '',
    city: form.city ?? '',
    gender: form.gender ?? '',
    ethnicity: form.ethnicity ?? '',
    birthday: form.birthday ?? '',
  };
}

/** The countries with their states, for the state list of a country posted. */
async function loadCountries(context: Readonly<RouterContextProvider>) {
  const countries = await context.get(apiContext).get('/api/countries?pageSize=300', countriesSchema);
  return countries.ok ? countries.data.member : [];
}

/**
 * Show its states (without JavaScript): the form again as typed, with the state list of the country
 * posted; nothing is checked, saved or sent. The state chosen for another country is cleared, as
 * the script clears it when the country changes; `listedFor` is the country the list was made for.
 */
async function showStates(
  form: Record<string, string>,
  listedFor: string,
  context: Readonly<RouterContextProvider>,
) {
  const posted = profileValuesOf(form);
  const place = resolveStoredPlace(
    await loadCountries(context),
    posted.country,
    posted.country === listedFor ? posted.state : '',
  );
  const values = { ...posted, country: place.country, state: place.state };
  return { form: 'profile' as const, values, states: place.states, refreshed: true };
}

/**
 * Tell Us About You posted: the form's own rules, then the same PATCH the script sends. A refusal
 * hands back what was sent, with the state list of the country chosen, so the form shows it again.
 */
async function saveProfile(
  form: Record<string, string>,
  userId: number,
  context: Readonly<RouterContextProvider>,
) {
  const values = profileValuesOf(form);
  const api = context.get(apiContext);
  const refused = async (result: ProfileResult, status: number) => {
    const { states } = resolveStoredPlace(await loadCountries(context), values.country, values.state);
    return data({ form: 'profile' as const, ...result, values, states }, { status });
  };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return refused(violationsOf(parsed.error), 422);
  const response = await api.send({
    method: 'PATCH',
    path: `/api/users/${userId}`,
    json: toProfilePatch(values),
  });
  if (!response.ok) return refused(failureOf(response), response.status);
  return { form: 'profile' as const, success: ACCOUNT_MESSAGES.profileUpdated };
}

/**
 * A saved card's Remove posted without JavaScript: the same DELETE the script sends, answered with
 * the same words ("Visa ending 4242, expires 12/2029: removed.", or the API's refusal).
 */
async function removeCard(form: Record<string, string>, context: Readonly<RouterContextProvider>) {
  // The API's own rule for a provider id; anything else names no card of the caller's.
  if (!/^[A-Za-z0-9_]{1,100}$/.test(form.card ?? '')) throw data(null, { status: 400 });
  const cards = await loadSavedCards(context);
  const card = cards.find((saved) => saved.id === form.card);
  const response = await context.get(apiContext).send({
    method: 'DELETE',
    path: `/api/stripe-payment-methods/${encodeURIComponent(form.card ?? '')}`,
  });
  if (!response.ok)
    return data({ form: 'cards' as const, ...failureOf(response) }, { status: response.status });
  return { form: 'cards' as const, success: card ? cardRemoved(card) : 'The card was removed.' };
}

export default function AccountDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, place, countries, initialStates, savedCards } = loaderData;
  return (
    <AccountLayout>
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title">Account Info</h1>
        <p className="account-page__meta">
          Signed in as <strong>{user.email}</strong>
        </p>
      </header>
      <Accordion.Root
        type="multiple"
        // A profile posted before hydration keeps its section open, with the outcome in view.
        defaultValue={
          actionData?.form === 'profile'
            ? ['password', 'about']
            : actionData?.form === 'cards'
              ? ['password', 'cards']
              : ['password']
        }
        className="accordion"
      >
        <AccountSection value="password" title="Change Password">
          <ChangePasswordForm
            userId={user.id}
            result={actionData?.form === 'password' ? actionData : undefined}
          />
        </AccountSection>
        <AccountSection value="about" title="Tell Us About You">
          <p className="account-page__promise">
            Our promise: what you share here stays with us. We use it only to understand who our community is
            and to make Good Food Jobs more useful and fair. We never sell it, never show it on your profile
            and never share it with employers. Every field except your country is optional.
          </p>
          <ProfileForm
            user={user}
            place={place}
            countries={countries}
            initialStates={initialStates}
            result={actionData?.form === 'profile' ? actionData : undefined}
          />
        </AccountSection>
        {/* Kept after its last card went (without JavaScript), so the outcome shows. */}
        {savedCards.length > 0 || actionData?.form === 'cards' ? (
          <AccountSection value="cards" title="Saved Cards">
            <SavedCards
              cards={savedCards}
              result={actionData?.form === 'cards' ? cardsResult(actionData) : undefined}
            />
          </AccountSection>
        ) : null}
      </Accordion.Root>
    </AccountLayout>
  );
}

/** The cards' part of the action's answer. */
function cardsResult(result: { success?: string; alert?: string }) {
  return {
    ...(result.success ? { success: result.success } : {}),
    ...(result.alert ? { alert: result.alert } : {}),
  };
}
