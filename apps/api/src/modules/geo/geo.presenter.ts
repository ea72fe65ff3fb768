import type { Country, State } from '@gfj/contracts';
import { buildMember } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { CountryRow, StateRow } from './countries.repository.ts';

export function presentState(row: StateRow): State {
  return buildMember('State', iriOf('states', row.id), {
    id: row.id,
    name: row.name,
    code: row.code,
    country: iriOf('countries', row.countryId),
  }) satisfies State;
}

export function presentCountry(row: CountryRow, states: StateRow[]): Country {
  return buildMember('Country', iriOf('countries', row.id), {
    id: row.id,
    name: row.name,
    code: row.code,
    code3: row.code3,
    states: states.map((s) =>
      buildMember('State', iriOf('states', s.id), { id: s.id, name: s.name, code: s.code }),
    ),
  }) satisfies Country;
}
