import { Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Confirm,
  FunctionField,
  List,
  Resource,
  SelectInput,
  Show,
  ShowButton,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { type ApiProblem, callApi } from '../api.ts';
import { ResponsiveDatagrid } from './responsive-datagrid.tsx';
import { SiteDateField } from './site-date-field.tsx';

interface UserRecord {
  id: string;
  '@id': string;
  email: string;
  username: string;
  is_staff: boolean;
  is_confirmed: boolean;
  is_trusted?: boolean;
  is_blocked?: boolean;
}

const userFilters = [
  <TextInput key="q" source="q" label="Search email or name" alwaysOn resettable />,
  <SelectInput
    key="role"
    source="role"
    label="Role"
    alwaysOn
    emptyText="Every role"
    choices={[
      { id: 'user', name: 'User' },
      { id: 'staff', name: 'Staff' },
    ]}
  />,
];

/** Confirm, trust, block / unblock (which ends their sessions), make staff: PATCH /api/users/{id}. */
function UserActions() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // Blocking and staff rights change what a person can do at once: asked first, not on one click.
  const [asking, setAsking] = useState<{
    title: string;
    content: string;
    body: Record<string, unknown>;
    done: string;
  } | null>(null);
  if (!record) return null;
  const change = async (body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      await callApi(record['@id'], { method: 'PATCH', body });
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as ApiProblem).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.is_confirmed ? null : (
        <MuiButton
          size="small"
          disabled={busy}
          onClick={() => change({ is_confirmed: true }, `Confirmed ${record.email}`)}
        >
          Confirm
        </MuiButton>
      )}
      <MuiButton
        size="small"
        disabled={busy}
        aria-pressed={Boolean(record.is_trusted)}
        onClick={() =>
          change(
            { is_trusted: !record.is_trusted },
            record.is_trusted
              ? `${record.email} is no longer trusted`
              : `${record.email} is a trusted poster`,
          )
        }
      >
        {record.is_trusted ? 'Untrust' : 'Trust'}
      </MuiButton>
      <MuiButton
        size="small"
        color={record.is_blocked ? 'primary' : 'error'}
        disabled={busy}
        onClick={() =>
          setAsking({
            title: record.is_blocked ? `Unblock ${record.email}?` : `Block ${record.email}?`,
            content: record.is_blocked
              ? 'They can sign in and post again.'
              : 'They are signed out everywhere at once and cannot sign in until unblocked.',
            body: { is_blocked: !record.is_blocked },
            done: record.is_blocked
              ? `Unblocked ${record.email}`
              : `Blocked ${record.email}; their sessions ended`,
          })
        }
      >
        {record.is_blocked ? 'Unblock' : 'Block'}
      </MuiButton>
      <MuiButton
        size="small"
        disabled={busy}
        onClick={() =>
          setAsking({
            title: record.is_staff ? `Remove ${record.email} from staff?` : `Make ${record.email} staff?`,
            content: record.is_staff
              ? 'They lose the back office and every staff right at once.'
              : 'They get the back office and every staff right: moderation, refunds, users.',
            body: { role: record.is_staff ? 'user' : 'staff' },
            done: record.is_staff ? `${record.email} is no longer staff` : `${record.email} is now staff`,
          })
        }
      >
        {record.is_staff ? 'Remove staff' : 'Make staff'}
      </MuiButton>
      <Confirm
        isOpen={asking !== null}
        title={asking?.title ?? ''}
        content={asking?.content ?? ''}
        loading={busy}
        onConfirm={async () => {
          if (!asking) return;
          await change(asking.body, asking.done);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

function UserList() {
  return (
    <List filters={userFilters} title="Users" perPage={25} sort={{ field: 'id', order: 'ASC' }}>
      <ResponsiveDatagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="email" sortable={false} />
        <TextField source="username" label="Name" sortable={false} />
        <FunctionField label="Role" render={(r: UserRecord) => (r.is_staff ? 'Staff' : 'User')} />
        <BooleanField source="is_confirmed" label="Confirmed" sortable={false} />
        <BooleanField source="is_trusted" label="Trusted" sortable={false} />
        <BooleanField source="is_blocked" label="Blocked" sortable={false} />
        <SiteDateField source="created_at" label="Joined" sortable={false} />
        <ShowButton />
        <UserActions />
      </ResponsiveDatagrid>
    </List>
  );
}

function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="username" label="Name" />
        <TextField source="identify_as" label="Identifies as" />
        <FunctionField label="Role" render={(r: UserRecord) => (r.is_staff ? 'Staff' : 'User')} />
        <BooleanField source="is_confirmed" label="Confirmed" />
        <BooleanField source="is_trusted" label="Trusted poster" />
        <BooleanField source="is_blocked" label="Blocked" />
        <SiteDateField source="created_at" label="Joined" showTime />
        <SiteDateField source="last_login" label="Last sign-in" showTime emptyText="—" />
        <UserActions />
      </SimpleShowLayout>
    </Show>
  );
}

/** The Users screens (issue 15). */
export const userResources = [
  <Resource
    key="users"
    name="users"
    options={{ label: 'Users' }}
    list={UserList}
    show={UserShow}
    recordRepresentation="email"
  />,
];
