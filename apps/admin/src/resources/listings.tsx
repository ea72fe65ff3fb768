import { Typography } from '@mui/material';
import {
  BooleanField,
  DateInput,
  FunctionField,
  List,
  ReferenceField,
  Resource,
  RichTextField,
  SelectInput,
  Show,
  ShowButton,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { type ListingRecord, ModerationActions } from './moderation-actions.tsx';
import { PosterHistory, PosterHistoryButton } from './poster-history.tsx';
import { ResponsiveDatagrid } from './responsive-datagrid.tsx';
import { SiteDateField } from './site-date-field.tsx';
import { POST_TYPE_CHOICES, STATUS_CHOICES, STATUS_LABELS } from './statuses.ts';

const statusText = (record: ListingRecord) => STATUS_LABELS[record.status] ?? record.status;

const listingFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="Every status"
  />,
  <SelectInput
    key="post_type"
    source="post_type"
    label="Kind"
    choices={POST_TYPE_CHOICES}
    alwaysOn
    emptyText="Every kind"
  />,
  <TextInput key="user" source="user" label="Poster (user id)" />,
  <DateInput key="added-after" source="date_added.after" label="Published from" />,
  <DateInput key="added-before" source="date_added.before" label="Published until" />,
  <DateInput key="expire-before" source="date_expire.before" label="Expiring before" />,
];

/** Every listing in every status, newest first, with the filters staff need. */
function ListingList() {
  return (
    <List
      filters={listingFilters}
      sort={{ field: 'date_added', order: 'DESC' }}
      title="Listings"
      perPage={25}
    >
      <ResponsiveDatagrid rowClick={false} bulkActionButtons={false}>
        {/* The API orders listings by date_added or submitted_at only (its Hydra search). */}
        <TextField source="position" sortable={false} />
        <TextField source="company_name" label="Company" sortable={false} />
        <TextField source="post_type.name" label="Kind" sortable={false} />
        <FunctionField label="Status" sortable={false} render={statusText} />
        <BooleanField source="highlighted" sortable={false} />
        <SiteDateField source="date_added" label="Published" />
        <SiteDateField source="date_expire" label="Expires" sortable={false} />
        <ShowButton />
        <ModerationActions />
      </ResponsiveDatagrid>
    </List>
  );
}

/** The moderation queue: listings pending review, the oldest submission first, with the poster's history. */
export function ModerationQueue() {
  return (
    <List
      resource="jobs"
      filter={{ status: 'unapproved' }}
      sort={{ field: 'submitted_at', order: 'ASC' }}
      title="Moderation queue"
      perPage={25}
      disableSyncWithLocation
      exporter={false}
      actions={false}
      empty={<Typography sx={{ p: 3 }}>No listing is waiting for review. Well done!</Typography>}
    >
      <ResponsiveDatagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="position" sortable={false} />
        <TextField source="company_name" label="Company" sortable={false} />
        <TextField source="post_type.name" label="Kind" sortable={false} />
        <ReferenceField source="user" reference="users" label="Poster" link={false} sortable={false}>
          <TextField source="email" />
        </ReferenceField>
        <SiteDateField source="submitted_at" label="Submitted" showTime />
        <PosterHistoryButton />
        <ShowButton />
        <ModerationActions />
      </ResponsiveDatagrid>
    </List>
  );
}

function ListingShowActions() {
  return (
    <TopToolbar>
      <ModerationActions />
    </TopToolbar>
  );
}

function ListingShow() {
  return (
    <Show actions={<ListingShowActions />}>
      <SimpleShowLayout>
        <TextField source="position" />
        <TextField source="company_name" label="Company" />
        <TextField source="post_type.name" label="Kind" />
        <FunctionField label="Status" render={statusText} />
        <TextField source="moderation_reason" label="Returned with the reason" emptyText="—" />
        <BooleanField source="highlighted" />
        <SiteDateField source="submitted_at" label="Submitted" showTime emptyText="—" />
        <SiteDateField source="date_added" label="Published" showTime emptyText="—" />
        <SiteDateField source="date_expire" label="Expires" showTime emptyText="—" />
        <TextField source="location_name" label="Location" />
        <FunctionField
          label="On the site"
          render={(record: ListingRecord) =>
            record.item_url ? (
              <a href={record.item_url} target="_blank" rel="noreferrer">
                {record.item_url}
              </a>
            ) : null
          }
        />
        <RichTextField source="description" />
        <PosterHistory />
      </SimpleShowLayout>
    </Show>
  );
}

/** The Listings screens (issue 15). */
export const listingResources = [
  <Resource
    key="jobs"
    name="jobs"
    recordRepresentation="position"
    options={{ label: 'Listings' }}
    list={ListingList}
    show={ListingShow}
  />,
];
