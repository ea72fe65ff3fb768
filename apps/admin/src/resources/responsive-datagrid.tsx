import { Box, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Datagrid,
  DatagridHeader,
  type DatagridHeaderProps,
  type DatagridProps,
  EditButton,
  FieldTitle,
  RecordContextProvider,
  ShowButton,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

interface ColumnProps {
  source?: string;
  label?: ReactNode;
  render?: unknown;
}

/** A column showing a value (it has a source, or renders one); the others are buttons. */
const isField = (child: ReactElement<ColumnProps>) =>
  child.props.source !== undefined || child.props.render !== undefined;

/**
 * On a phone each record is a card: its values labelled one under the other, then its buttons in
 * a row that wraps. The table scrolled sideways inside its card there, so a row's buttons (Approve,
 * Publish, Edit) were off screen and the columns unreadable.
 */
function RecordCards({ children, rowClick }: { children: ReactNode; rowClick: DatagridProps['rowClick'] }) {
  const { data, isPending } = useListContext();
  const resource = useResourceContext();
  if (isPending) return <Typography sx={{ p: 2 }}>Loading…</Typography>;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>No results found.</Typography>;
  const columns = Children.toArray(children).filter(isValidElement) as ReactElement<ColumnProps>[];
  const fields = columns.filter(isField);
  const buttons = columns.filter((child) => !isField(child));
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }} className="record-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box
            component="li"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
          >
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                m: 0,
                overflowWrap: 'anywhere',
              }}
            >
              {fields.map((field, index) => (
                <Box key={field.key ?? index} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    <FieldTitle
                      label={field.props.label as string}
                      source={field.props.source}
                      resource={resource}
                    />
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, minHeight: '1.5em' }}>
                    {field}
                  </Box>
                </Box>
              ))}
            </Box>
            {buttons.length > 0 || rowClick === 'edit' || rowClick === 'show' ? (
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
              >
                {rowClick === 'edit' ? <EditButton /> : rowClick === 'show' ? <ShowButton /> : null}
                {buttons}
              </Stack>
            ) : null}
          </Box>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** What a column of buttons is called in the table's header, for screen readers only. */
const ACTIONS_HEADER = (
  <Box component="span" sx={VISUALLY_HIDDEN}>
    Actions
  </Box>
);

/**
 * react-admin's header row, with each column of buttons named "Actions" (read out with its
 * buttons, seen by no one): the header cells of those columns were empty (axe: empty-table-header).
 * Only the header's copy of a column is renamed; its cells keep their buttons' own names.
 */
function NamedHeader({ children, ...props }: DatagridHeaderProps) {
  const named = Children.map(children, (child) =>
    isValidElement<ColumnProps>(child) && !isField(child) && child.props.label === undefined
      ? cloneElement(child, { label: ACTIONS_HEADER })
      : child,
  );
  return <DatagridHeader {...props}>{named}</DatagridHeader>;
}

/**
 * react-admin's Datagrid on a wider screen, record cards on a phone (narrower than 600px), from
 * the same columns: a column with a source (or a render) is a labelled value, any other is a button.
 */
export function ResponsiveDatagrid({ children, ...props }: DatagridProps & { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return <RecordCards rowClick={props.rowClick}>{children}</RecordCards>;
  return (
    <Datagrid header={NamedHeader} {...props}>
      {children}
    </Datagrid>
  );
}
