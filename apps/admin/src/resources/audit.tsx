import { formatSiteDateTime } from '@gfj/contracts/site-time';
import { Box } from '@mui/material';
import {
  FunctionField,
  List,
  Resource,
  Show,
  ShowButton,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { recordNumber } from './record-number.ts';
import { ResponsiveDatagrid } from './responsive-datagrid.tsx';
import { SiteDateField } from './site-date-field.tsx';

interface AuditRecord {
  id: string;
  actor_email?: string;
  action: string;
  entity_type: string;
  entity_id: number;
  entity?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const auditFilters = [
  <TextInput key="entity_type" source="entity_type" label="Entity (Job, User…)" alwaysOn />,
  <TextInput key="action" source="action" label="Action (job.approve…)" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" label="Entity id" />,
];

/** An instant the API wrote ("2026-11-27T02:11:17+00:00"), which reads as the site's date and time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One field's value in a change: a date and time in the site's form, anything else as written. */
function ChangedValue({ value }: { value: unknown }) {
  if (value === null) return '—';
  if (typeof value === 'string' && INSTANT.test(value) && formatSiteDateTime(value)) {
    return <time dateTime={value}>{formatSiteDateTime(value)}</time>;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A change's fields, name beside value; the names take at most about half the width (on a phone the values were squeezed to a letter a line). */
function Changes({ value }: { value?: Record<string, unknown> }) {
  if (!value) return <span>—</span>;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 1 }}
    >
      {Object.entries(value).map(([key, v]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <ChangedValue value={v} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const entityLink = (record: AuditRecord) => {
  const label = `${record.entity_type} ${record.entity_id}`;
  const collection = record.entity?.split('/')[2];
  return record.entity && collection ? (
    <a href={`#/${collection}/${encodeURIComponent(record.entity)}/show`}>{label}</a>
  ) : (
    label
  );
};

function AuditList() {
  return (
    <List
      filters={auditFilters}
      title="Audit log"
      perPage={25}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
    >
      <ResponsiveDatagrid rowClick={false} bulkActionButtons={false}>
        <SiteDateField source="created_at" label="When" showTime sortable={false} />
        <TextField source="actor_email" label="Who" emptyText="The system" sortable={false} />
        <TextField source="action" sortable={false} />
        <FunctionField label="Entity" render={entityLink} />
        <FunctionField label="Before" render={(r: AuditRecord) => <Changes value={r.before} />} />
        <FunctionField label="After" render={(r: AuditRecord) => <Changes value={r.after} />} />
        <ShowButton />
      </ResponsiveDatagrid>
    </List>
  );
}

function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <SiteDateField source="created_at" label="When" showTime />
        <TextField source="actor_email" label="Who" emptyText="The system" />
        <TextField source="action" />
        <FunctionField label="Entity" render={entityLink} />
        <FunctionField label="Before" render={(r: AuditRecord) => <Changes value={r.before} />} />
        <FunctionField label="After" render={(r: AuditRecord) => <Changes value={r.after} />} />
      </SimpleShowLayout>
    </Show>
  );
}

/** The Audit log screens (issue 15). */
export const auditResources = [
  <Resource
    key="audit-entries"
    name="audit-entries"
    recordRepresentation={recordNumber}
    options={{ label: 'Audit log' }}
    list={AuditList}
    show={AuditShow}
  />,
];
