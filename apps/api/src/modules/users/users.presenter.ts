import type { User } from '@gfj/contracts';
import { buildItem, formatOptionalDateTime } from '../../http/hydra.ts';
import type { UserRow } from './users.repository.ts';

export const userIri = (id: number) => `/api/users/${id}`;

/** The User resource; the password hash and internal timestamps never leave the server. */
export function presentUser(row: UserRow): User {
  return buildItem('User', userIri(row.id), {
    id: row.id,
    username: row.username,
    email: row.email,
    identify_as: row.identifyAs,
    country: row.country,
    state: row.state,
    city: row.city,
    birthday: row.birthday,
    gender: row.gender,
    ethnicity: row.ethnicity,
    last_login: formatOptionalDateTime(row.lastLogin),
    last_ip: row.lastIp,
    is_confirmed: row.isConfirmed,
    is_staff: row.role === 'staff',
    is_trusted: row.isTrusted,
    is_blocked: row.blockedAt !== null,
    created_at: formatOptionalDateTime(row.createdAt),
  }) satisfies User;
}
