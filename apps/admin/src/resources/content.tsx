import { ResourceGuesser } from '@api-platform/admin';
import {
  BLOG_TAGS,
  CONTENT_PAGE_SECTIONS,
  PRESS_ITEM_TYPES,
  TESTIMONIAL_CATEGORIES,
  TESTIMONIAL_STATUSES,
} from '@gfj/contracts/content-text';
import { STAFF_REQUEST_STATUSES, YES_NO } from '@gfj/contracts/faqs';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  ChipField,
  Confirm,
  Create,
  DateField,
  DateTimeInput,
  Edit,
  EmailField,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  Resource,
  required,
  SelectArrayInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  UrlField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { API_ORDER, FixedOrderDatagrid } from './fixed-order.tsx';
import { BoardRichTextInput } from './rich-text-input.tsx';
import { SiteImageInput } from './site-image-input.tsx';
import { TextButton } from './text-button.tsx';

// The staff's screens for the site's content (issue 18): every type is listed, created, edited
// and deleted through its /api collection (the staff check is the server's), rich text where the
// site shows HTML, images uploaded as public media objects, sort orders where the site orders by
// them, publishing, and the moderation of submitted testimonials. Drafts and pending items are
// asked for explicitly: the public default of each collection shows only what is live.

const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id }));
const longText = { multiline: true, fullWidth: true, minRows: 3 } as const;

// --- Blog -------------------------------------------------------------------------------------

const BLOG_STATUSES = ['draft', 'published'] as const;

function BlogPostForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" helperText="Made from the title when empty" fullWidth />
      <TextInput source="excerpt" validate={required()} {...longText} />
      <SiteImageInput source="image" label="Image" />
      <TextInput source="image_alt" label="Image description" fullWidth />
      <TextInput source="author" />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
      <SelectArrayInput source="tags" choices={choices(BLOG_TAGS)} />
      <SelectInput source="status" choices={choices(BLOG_STATUSES)} defaultValue="draft" />
      <DateTimeInput source="date" label="Date shown" />
    </SimpleForm>
  );
}

function BlogPostList() {
  return (
    <List
      sort={API_ORDER}
      filterDefaultValues={{ status: [...BLOG_STATUSES] }}
      filters={[<SelectArrayInput key="status" source="status" choices={choices(BLOG_STATUSES)} alwaysOn />]}
    >
      <FixedOrderDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <ChipField source="status" />
        <DateField source="date" />
        <FunctionField label="Tags" render={(r: { tags?: string[] }) => (r.tags ?? []).join(', ')} />
        <UrlField source="permalink" label="Page" />
      </FixedOrderDatagrid>
    </List>
  );
}

// --- Newsletter -------------------------------------------------------------------------------

const NEWSLETTER_STATUSES = ['draft', 'published'] as const;

function NewsletterIssueForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" helperText="Made from the title when empty" fullWidth />
      <BooleanInput source="guest_post" label="Guest writer" />
      <SiteImageInput source="img_link" label="Image" />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
    </SimpleForm>
  );
}

/** How many confirmed subscribers a first publication emails (the subscribers list's total). */
async function confirmedSubscribers(): Promise<number | undefined> {
  const res = await fetch('/api/newsletter-subscribers?status%5B%5D=confirmed&pageSize=1', {
    credentials: 'same-origin',
    headers: { accept: 'application/ld+json' },
  });
  if (!res.ok) return undefined;
  const body = (await res.json().catch(() => ({}))) as { totalItems?: number };
  return body.totalItems;
}

/**
 * Publish (into the archive, and emailed once to confirmed subscribers) or unpublish an issue.
 * Publishing asks first, saying how many people the email goes to: it cannot be called back.
 */
function PublishButton() {
  const record = useRecordContext<{
    id: string;
    status: string;
    sent_at?: string;
    recipients_count?: number;
  }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<{ content: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const action = record.status === 'published' ? 'unpublish' : 'publish';
  const alreadySent = Boolean(record.sent_at) || (record.recipients_count ?? 0) > 0;
  async function run() {
    if (!record) return;
    setBusy(true);
    const res = await fetch(`${record.id}/${action}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/ld+json', 'content-type': 'application/json' },
      body: '{}',
    });
    setBusy(false);
    setAsking(null);
    if (res.ok) {
      const done = alreadySent ? 'Published (not emailed again)' : 'Published: sending to subscribers';
      notify(action === 'publish' ? done : 'Unpublished', { type: 'success' });
      refresh();
    } else {
      const body = (await res.json().catch(() => ({}))) as { detail?: string };
      notify(body.detail ?? `Could not ${action} (HTTP ${res.status})`, { type: 'error' });
    }
  }
  async function ask(event: React.MouseEvent) {
    event.stopPropagation();
    if (action === 'unpublish') return run();
    if (alreadySent) {
      setAsking({
        content: 'It goes back into the archive. It was emailed already and is not emailed again.',
      });
      return;
    }
    const count = await confirmedSubscribers();
    setAsking({
      content:
        count === undefined
          ? 'It goes into the archive and is emailed to every confirmed subscriber. An email cannot be called back.'
          : `It goes into the archive and is emailed to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}. An email cannot be called back.`,
    });
  }
  return (
    <>
      <TextButton label={action === 'publish' ? 'Publish' : 'Unpublish'} onClick={ask} disabled={busy} />
      <Confirm
        isOpen={asking !== null}
        title={alreadySent ? 'Publish this issue again?' : 'Publish and email this issue?'}
        content={asking?.content ?? ''}
        confirm={alreadySent ? 'Publish' : 'Publish and email'}
        loading={busy}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

function NewsletterIssueList() {
  return (
    <List
      sort={API_ORDER}
      filterDefaultValues={{ status: [...NEWSLETTER_STATUSES] }}
      filters={[
        <SelectArrayInput key="status" source="status" choices={choices(NEWSLETTER_STATUSES)} alwaysOn />,
      ]}
    >
      <FixedOrderDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <ChipField source="status" />
        <BooleanField source="guest_post" label="Guest writer" />
        <DateField source="date_added" label="Published" />
        <DateField source="sent_at" label="Sent" showTime />
        <NumberField source="recipients_count" label="Recipients" />
        <PublishButton />
      </FixedOrderDatagrid>
    </List>
  );
}

function NewsletterSubscriberList() {
  return (
    <List sort={API_ORDER}>
      <FixedOrderDatagrid bulkActionButtons={false}>
        <EmailField source="email" />
        <ChipField source="status" />
        <DateField source="date_added" label="Subscribed" />
      </FixedOrderDatagrid>
    </List>
  );
}

// --- Testimonials -----------------------------------------------------------------------------

/** Approve (active) or hide (inactive) a testimonial, in one click from the moderation list. */
function ModerateButton({ status, label }: { status: 'active' | 'inactive'; label: string }) {
  const record = useRecordContext<{ id: string; status: string }>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || record.status === status) return null;
  return (
    <TextButton
      label={label}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'testimonials',
          { id: record.id, data: { status }, previousData: record },
          {
            onSuccess: () => notify(`Testimonial ${status === 'active' ? 'approved' : 'hidden'}`),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    />
  );
}

function TestimonialList() {
  return (
    <List
      sort={API_ORDER}
      filterDefaultValues={{ status: ['pending'] }}
      filters={[
        <SelectArrayInput key="status" source="status" choices={choices(TESTIMONIAL_STATUSES)} alwaysOn />,
        <SelectArrayInput key="category" source="category" choices={choices(TESTIMONIAL_CATEGORIES)} />,
      ]}
    >
      <FixedOrderDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <ChipField source="category" />
        <ChipField source="status" />
        <TextField source="content" sx={{ display: 'block', maxWidth: 420 }} />
        <DateField source="date_added" label="Submitted" />
        <ModerateButton status="active" label="Approve" />
        <ModerateButton status="inactive" label="Hide" />
      </FixedOrderDatagrid>
    </List>
  );
}

function TestimonialForm() {
  return (
    <SimpleForm>
      <SelectInput source="status" choices={choices(TESTIMONIAL_STATUSES)} validate={required()} />
      <SelectInput source="category" choices={choices(TESTIMONIAL_CATEGORIES)} validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" />
      <TextInput source="position_title" />
      <TextInput source="city" />
      <TextInput source="state" />
      <TextInput source="country" />
      <TextInput source="website_name" />
      <TextInput source="website_url" />
      <TextInput source="content" validate={required()} {...longText} />
      <SelectInput
        source="show_on_home"
        choices={[
          { id: 1, name: 'yes' },
          { id: 0, name: 'no' },
        ]}
      />
      <SelectInput
        source="show_on_checkout_success"
        choices={[
          { id: 1, name: 'yes' },
          { id: 0, name: 'no' },
        ]}
      />
    </SimpleForm>
  );
}

// --- FAQ, refund requests, contact messages ---------------------------------------------------

function FaqForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="category" reference="faq-categories">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="question" validate={required()} fullWidth />
      <BoardRichTextInput source="answer" validate={required()} fullWidth />
      <NumberInput
        source="sort_order"
        label="Order in its tab"
        helperText="Lower numbers come first; leave empty to put it after the others"
      />
      <SelectInput source="refund_form" label="Shows the refund form" choices={choices(YES_NO)} />
      <SelectInput source="special_question" choices={choices(YES_NO)} />
      <BooleanInput source="show_in_pricing_page" label="On the pricing page" />
      <NumberInput
        source="sort_order_in_pricing_page"
        label="Order on the pricing page"
        helperText="Lower numbers come first; leave empty to put it after the others"
      />
    </SimpleForm>
  );
}

function FaqList() {
  return (
    <List sort={API_ORDER} perPage={50}>
      <FixedOrderDatagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="category" reference="faq-categories">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="question" />
        <NumberField source="sort_order" />
        <TextField source="refund_form" label="Refund form" />
        <BooleanField source="show_in_pricing_page" label="Pricing page" />
      </FixedOrderDatagrid>
    </List>
  );
}

function FaqCategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="url" label="Address on the FAQ page" validate={required()} fullWidth />
      <NumberInput source="sort_order" />
    </SimpleForm>
  );
}

// --- The pricing page's carousel --------------------------------------------------------------

function PricingSlideForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
      <NumberInput source="sort_order" label="Order" helperText="Lower numbers come first" />
    </SimpleForm>
  );
}

function PricingSlideList() {
  return (
    <List sort={API_ORDER} perPage={50}>
      <FixedOrderDatagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="sort_order" label="Order" />
        <TextField source="title" />
        <DateField source="date_added" label="Added" />
      </FixedOrderDatagrid>
    </List>
  );
}

/** A refund request's `message`, a contact message's `description`. */
const messageOf = (r: { message?: string; description?: string }) => r.message ?? r.description ?? '';

function StaffRequestList() {
  return (
    <List sort={API_ORDER}>
      <FixedOrderDatagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="date_added" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField label="Category" render={(r: { category?: string }) => r.category ?? ''} />
        <FunctionField label="Message" render={messageOf} sx={{ display: 'block', maxWidth: 420 }} />
        <SelectField source="status" choices={choices(STAFF_REQUEST_STATUSES)} />
      </FixedOrderDatagrid>
    </List>
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
        <DateField source="date_added" label="Received" showTime />
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

// --- Words of wisdom, press, pages, education -------------------------------------------------

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

function PressItemForm() {
  return (
    <SimpleForm>
      <SelectInput source="type" choices={choices(PRESS_ITEM_TYPES)} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <SiteImageInput source="image" label="Image" />
      <TextInput source="image_link" label="Links to" validate={required()} fullWidth />
      <BoardRichTextInput source="description" validate={required()} fullWidth />
      <TextInput source="attachment" label="Download address" fullWidth />
      <NumberInput source="sort_order" />
    </SimpleForm>
  );
}

function ContentPageForm() {
  return (
    <SimpleForm>
      <SelectInput source="section" choices={choices(CONTENT_PAGE_SECTIONS)} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <SiteImageInput source="image" label="Image" />
      <BoardRichTextInput source="content" validate={required()} fullWidth />
      <NumberInput source="sort_order" />
    </SimpleForm>
  );
}

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
      <NumberInput source="sort_order" />
    </SimpleForm>
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
      <NumberInput source="sort_order" />
    </SimpleForm>
  );
}

function EducationTagForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" validate={required()} {...longText} />
      <NumberInput source="sort_order" />
    </SimpleForm>
  );
}

/** Create and edit screens from one form. */
function screens(Form: () => React.ReactElement) {
  return {
    create: () => (
      <Create redirect="list">
        <Form />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic">
        <Form />
      </Edit>
    ),
  };
}

export const contentResources = [
  <ResourceGuesser
    key="blog-posts"
    name="blog-posts"
    options={{ label: 'Blog posts' }}
    list={BlogPostList}
    {...screens(BlogPostForm)}
  />,
  <ResourceGuesser
    key="newsletter-issues"
    name="newsletter-issues"
    options={{ label: 'Newsletter issues' }}
    list={NewsletterIssueList}
    {...screens(NewsletterIssueForm)}
  />,
  // A plain Resource: staff read these, they are not created here (the guesser offered Create,
  // a form for what visitors or buyers send).
  <Resource
    key="newsletter-subscribers"
    name="newsletter-subscribers"
    options={{ label: 'Newsletter subscribers' }}
    list={NewsletterSubscriberList}
  />,
  <ResourceGuesser
    key="testimonials"
    name="testimonials"
    options={{ label: 'Testimonials' }}
    list={TestimonialList}
    {...screens(TestimonialForm)}
  />,
  <ResourceGuesser
    key="faqs"
    name="faqs"
    recordRepresentation="question"
    options={{ label: 'FAQ' }}
    list={FaqList}
    {...screens(FaqForm)}
  />,
  <ResourceGuesser
    key="faq-categories"
    name="faq-categories"
    options={{ label: 'FAQ categories' }}
    {...screens(FaqCategoryForm)}
  />,
  <ResourceGuesser
    key="pricing-slides"
    name="pricing-slides"
    options={{ label: 'Pricing slides' }}
    list={PricingSlideList}
    {...screens(PricingSlideForm)}
  />,
  // A plain Resource: staff read these, they are not created here (the guesser offered Create,
  // a form for what visitors or buyers send).
  <Resource
    key="refund-requests"
    name="refund-requests"
    options={{ label: 'Refund requests' }}
    list={StaffRequestList}
    show={() => <StaffRequestShow resource="refund-requests" />}
  />,
  // A plain Resource: staff read these, they are not created here (the guesser offered Create,
  // a form for what visitors or buyers send).
  <Resource
    key="contact-messages"
    name="contact-messages"
    options={{ label: 'Contact messages' }}
    list={StaffRequestList}
    show={() => <StaffRequestShow resource="contact-messages" />}
  />,
  <ResourceGuesser
    key="words-of-wisdom"
    name="words-of-wisdom"
    options={{ label: 'Words of wisdom' }}
    {...screens(WordOfWisdomForm)}
  />,
  <ResourceGuesser
    key="press-items"
    name="press-items"
    options={{ label: 'Press' }}
    {...screens(PressItemForm)}
  />,
  <ResourceGuesser
    key="content-pages"
    name="content-pages"
    options={{ label: 'Site pages' }}
    {...screens(ContentPageForm)}
  />,
  <ResourceGuesser
    key="establishments"
    name="establishments"
    options={{ label: 'Establishments' }}
    {...screens(EstablishmentForm)}
  />,
  <ResourceGuesser
    key="education-tags"
    name="education-tags"
    options={{ label: 'Education tags' }}
    {...screens(EducationTagForm)}
  />,
  <ResourceGuesser key="alums" name="alums" options={{ label: 'Alums' }} {...screens(AlumForm)} />,
];
