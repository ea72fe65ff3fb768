import { CONTENT_PAGE_SECTIONS, PRESS_ARTICLE_GROUPS } from '@gfj/contracts/content-text';
import {
  DateTimeInput,
  NumberField,
  Resource,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { ApiOrderList } from './fixed-order.tsx';
import { choices, longText, SortOrderInput, screens } from './form-screens.tsx';
import { recordNumber } from './record-number.ts';
import { BoardRichTextInput } from './rich-text-input.tsx';
import { SiteDateField } from './site-date-field.tsx';
import { SiteImageInput } from './site-image-input.tsx';

// Words of wisdom, the press page's articles, and the site's own pages (about, fine print…).

/** "Articles about us", "Articles by us": a press item's type as the press page heads it. */
const PRESS_TYPES = PRESS_ARTICLE_GROUPS.map((group) => ({ id: group.type, name: group.label }));

/** Long texts keep to a readable measure in a table (on a phone, the card's width). */
const measure = { display: 'block', maxWidth: 420 } as const;

function WordOfWisdomForm() {
  return (
    <SimpleForm>
      <SiteImageInput source="image" label="Image" />
      <TextInput source="description" validate={required()} {...longText} />
      <TextInput source="url" label="Links to" validate={required()} fullWidth />
      <DateTimeInput source="date_added" label="Date" />
    </SimpleForm>
  );
}

/** Newest first, as the API lists them and the home page shows them. */
function WordOfWisdomList() {
  return (
    <ApiOrderList>
      <TextField source="description" label="Words" sx={measure} />
      <TextField source="url" label="Links to" />
      <SiteDateField source="date_added" label="Date" />
    </ApiOrderList>
  );
}

function PressItemForm() {
  return (
    <SimpleForm>
      <SelectInput source="type" label="Kind" choices={PRESS_TYPES} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <SiteImageInput source="image" label="Image" />
      <TextInput source="image_link" label="Links to" validate={required()} fullWidth />
      <BoardRichTextInput source="description" validate={required()} fullWidth />
      <TextInput source="attachment" label="Download address" fullWidth />
      <SortOrderInput label="Order among its kind" />
    </SimpleForm>
  );
}

/** By kind, then by order within it, as the press page shows them. */
function PressItemList() {
  return (
    <ApiOrderList>
      <SelectField source="type" label="Kind" choices={PRESS_TYPES} />
      <NumberField source="sort_order" label="Order" />
      <TextField source="title" />
      <TextField source="image_link" label="Links to" />
    </ApiOrderList>
  );
}

function ContentPageForm() {
  return (
    <SimpleForm>
      <SelectInput source="section" choices={choices(CONTENT_PAGE_SECTIONS)} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <SiteImageInput source="image" label="Image" />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
      <SortOrderInput label="Order in its section" />
    </SimpleForm>
  );
}

/** By section, then by order within it, as each page's carousel or tabs show them. */
function ContentPageList() {
  return (
    <ApiOrderList>
      <SelectField source="section" choices={choices(CONTENT_PAGE_SECTIONS)} />
      <NumberField source="sort_order" label="Order" />
      <TextField source="title" />
      <SiteDateField source="date_modified" label="Changed" />
    </ApiOrderList>
  );
}

export const siteContentResources = [
  <Resource
    key="words-of-wisdom"
    name="words-of-wisdom"
    recordRepresentation={recordNumber}
    options={{ label: 'Words of wisdom' }}
    list={WordOfWisdomList}
    {...screens(WordOfWisdomForm)}
  />,
  <Resource
    key="press-items"
    name="press-items"
    recordRepresentation="title"
    options={{ label: 'Press' }}
    list={PressItemList}
    {...screens(PressItemForm)}
  />,
  <Resource
    key="content-pages"
    name="content-pages"
    recordRepresentation="title"
    options={{ label: 'Site pages' }}
    list={ContentPageList}
    {...screens(ContentPageForm)}
  />,
];
