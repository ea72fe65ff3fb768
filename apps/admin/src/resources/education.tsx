import {
  ChipField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  Resource,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SingleFieldList,
  TextField,
  TextInput,
} from 'react-admin';
import { ApiOrderList } from './fixed-order.tsx';
import { longText, SortOrderInput, screens } from './form-screens.tsx';
import { SiteImageInput } from './site-image-input.tsx';

// The education directory: establishments, the tags that group them, and the alums visitors may
// write to.

function EstablishmentForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="location" validate={required()} />
      {/* Plain text, as the directory shows it (a rich editor saved tags that visitors then saw). */}
      <TextInput source="description" validate={required()} {...longText} />
      <ReferenceArrayInput source="tags" reference="education-tags">
        <SelectArrayInput optionText="name" />
      </ReferenceArrayInput>
      <SortOrderInput label="Order in the directory" />
    </SimpleForm>
  );
}

/** In the directory's order. */
function EstablishmentList() {
  return (
    <ApiOrderList>
      <NumberField source="sort_order" label="Order" />
      <TextField source="name" />
      <TextField source="location" />
      <ReferenceArrayField source="tags" reference="education-tags">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    </ApiOrderList>
  );
}

function AlumForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="establishment" reference="establishments">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={required()} />
      <TextInput source="bio" validate={required()} {...longText} />
      <SiteImageInput source="image" label="Photo" />
      <SortOrderInput label="Order among its establishment’s alums" />
    </SimpleForm>
  );
}

const alumFilters = [
  <ReferenceInput key="establishment" source="establishment" reference="establishments" alwaysOn>
    <SelectInput optionText="name" label="Establishment" emptyText="Every establishment" />
  </ReferenceInput>,
];

/** By establishment, then in their order there, as the directory shows them. */
function AlumList() {
  return (
    <ApiOrderList filters={alumFilters}>
      <ReferenceField source="establishment" reference="establishments" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <NumberField source="sort_order" label="Order" />
      <TextField source="name" />
      <EmailField source="email" />
      <NumberField source="contacted_counter" label="Written to" />
    </ApiOrderList>
  );
}

function EducationTagForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" validate={required()} {...longText} />
      <SortOrderInput />
    </SimpleForm>
  );
}

function EducationTagList() {
  return (
    <ApiOrderList>
      <NumberField source="sort_order" label="Order" />
      <TextField source="name" />
      <TextField source="description" sx={{ display: 'block', maxWidth: 420 }} />
    </ApiOrderList>
  );
}

export const educationResources = [
  <Resource
    key="establishments"
    name="establishments"
    recordRepresentation="name"
    options={{ label: 'Establishments' }}
    list={EstablishmentList}
    {...screens(EstablishmentForm)}
  />,
  <Resource
    key="education-tags"
    name="education-tags"
    recordRepresentation="name"
    options={{ label: 'Education tags' }}
    list={EducationTagList}
    {...screens(EducationTagForm)}
  />,
  <Resource
    key="alums"
    name="alums"
    recordRepresentation="name"
    options={{ label: 'Alums' }}
    list={AlumList}
    {...screens(AlumForm)}
  />,
];
