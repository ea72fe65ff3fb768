import { STAFF_REQUEST_STATUSES, YES_NO } from '@gfj/contracts/faqs';
import {
  BooleanField,
  BooleanInput,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceField,
  ReferenceInput,
  Resource,
  required,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { ApiOrderList } from './fixed-order.tsx';
import { choices, SortOrderInput, screens } from './form-screens.tsx';
import { BoardRichTextInput } from './rich-text-input.tsx';
import { SiteDateField } from './site-date-field.tsx';
import { TextButton } from './text-button.tsx';

// The FAQ and its categories, the pricing page's carousel, and what visitors send staff from the
// FAQ and the contact page (refund requests, contact messages).

function FaqForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="category" reference="faq-categories">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="question" validate={required()} fullWidth />
      <BoardRichTextInput source="answer" validate={required()} fullWidth />
      <SortOrderInput label="Order in its tab" />
      <SelectInput source="refund_form" label="Shows the refund form" choices={choices(YES_NO)} />
      <SelectInput source="special_question" choices={choices(YES_NO)} />
      <BooleanInput source="show_in_pricing_page" label="On the pricing page" />
      <SortOrderInput source="sort_order_in_pricing_page" label="Order on the pricing page" />
    </SimpleForm>
  );
}

function FaqList() {
  return (
    <ApiOrderList perPage={50}>
      <ReferenceField source="category" reference="faq-categories">
        <TextField source="name" />
      </ReferenceField>
      <TextField source="question" />
      <NumberField source="sort_order" label="Order" />
      <TextField source="refund_form" label="Refund form" />
      <BooleanField source="show_in_pricing_page" label="Pricing page" />
    </ApiOrderList>
  );
}

function FaqCategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="url" label="Address on the FAQ page" validate={required()} fullWidth />
      <SortOrderInput label="Order of its tab" />
    </SimpleForm>
  );
}

function FaqCategoryList() {
  return (
    <ApiOrderList>
      <NumberField source="sort_order" label="Order" />
      <TextField source="name" />
      <TextField source="url" label="Address on the FAQ page" />
    </ApiOrderList>
  );
}

// --- The pricing page's carousel --------------------------------------------------------------

function PricingSlideForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
      <SortOrderInput />
    </SimpleForm>
  );
}

function PricingSlideList() {
  return (
    <ApiOrderList perPage={50}>
      <NumberField source="sort_order" label="Order" />
      <TextField source="title" />
      <SiteDateField source="date_added" label="Added" />
    </ApiOrderList>
  );
}

// --- Refund requests, contact messages --------------------------------------------------------

/** A refund request's `message`, a contact message's `description`. */
const messageOf = (r: { message?: string; description?: string }) => r.message ?? r.description ?? '';

function StaffRequestList() {
  return (
    <ApiOrderList rowClick="show">
      <SiteDateField source="date_added" label="Received" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <FunctionField label="Category" render={(r: { category?: string }) => r.category ?? ''} />
      <FunctionField label="Message" render={messageOf} sx={{ display: 'block', maxWidth: 420 }} />
      <SelectField source="status" choices={choices(STAFF_REQUEST_STATUSES)} />
    </ApiOrderList>
  );
}

/** Mark a refund request or contact message handled (or new again). */
function HandledButton({ resource }: { resource: string }) {
  const record = useRecordContext<{ id: string; status: string }>();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = record.status === 'handled' ? 'new' : 'handled';
  return (
    <TextButton
      label={next === 'handled' ? 'Mark handled' : 'Mark new'}
      disabled={isPending}
      onClick={() => update(resource, { id: record.id, data: { status: next }, previousData: record })}
    />
  );
}

function StaffRequestShow({ resource }: { resource: string }) {
  return (
    <Show>
      <SimpleShowLayout>
        <SiteDateField source="date_added" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField label="Category" render={(r: { category?: string }) => r.category ?? ''} />
        <FunctionField label="Message" render={messageOf} sx={{ whiteSpace: 'pre-wrap' }} />
        <SelectField source="status" choices={choices(STAFF_REQUEST_STATUSES)} />
        <HandledButton resource={resource} />
      </SimpleShowLayout>
    </Show>
  );
}

export const faqResources = [
  <Resource
    key="faqs"
    name="faqs"
    recordRepresentation="question"
    options={{ label: 'FAQ' }}
    list={FaqList}
    {...screens(FaqForm)}
  />,
  <Resource
    key="faq-categories"
    name="faq-categories"
    recordRepresentation="name"
    options={{ label: 'FAQ categories' }}
    list={FaqCategoryList}
    {...screens(FaqCategoryForm)}
  />,
  <Resource
    key="pricing-slides"
    name="pricing-slides"
    recordRepresentation="title"
    options={{ label: 'Pricing slides' }}
    list={PricingSlideList}
    {...screens(PricingSlideForm)}
  />,
  // Staff read these, they are not created here (the guesser offered Create, a form for what
  // visitors send).
  <Resource
    key="refund-requests"
    name="refund-requests"
    recordRepresentation="name"
    options={{ label: 'Refund requests' }}
    list={StaffRequestList}
    show={() => <StaffRequestShow resource="refund-requests" />}
  />,
  <Resource
    key="contact-messages"
    name="contact-messages"
    recordRepresentation="name"
    options={{ label: 'Contact messages' }}
    list={StaffRequestList}
    show={() => <StaffRequestShow resource="contact-messages" />}
  />,
];
