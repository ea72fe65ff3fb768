import { BLOG_TAGS, TESTIMONIAL_CATEGORIES, TESTIMONIAL_STATUSES } from '@gfj/contracts/content-text';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  ChipField,
  Confirm,
  DateTimeInput,
  EmailField,
  FunctionField,
  NumberField,
  Resource,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  UrlField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { educationResources } from './education.tsx';
import { faqResources } from './faq.tsx';
import { ApiOrderList } from './fixed-order.tsx';
import { choices, longText, screens } from './form-screens.tsx';
import { BoardRichTextInput } from './rich-text-input.tsx';
import { siteContentResources } from './site-content.tsx';
import { SiteDateField } from './site-date-field.tsx';
import { SiteImageInput } from './site-image-input.tsx';
import { TextButton } from './text-button.tsx';

// The staff's screens for the site's content (issue 18): every type is listed, created, edited
// and deleted through its /api collection (the staff check is the server's), rich text where the
// site shows HTML, images uploaded as public media objects, sort orders where the site orders by
// them, publishing, and the moderation of submitted testimonials. Drafts and pending items are
// asked for explicitly: the public default of each collection shows only what is live. This file
// holds the blog, the newsletter and testimonials; faq.tsx, site-content.tsx and education.tsx
// the rest. Each list is an ApiOrderList: the API's order, and cards on a phone.

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
    <ApiOrderList
      filterDefaultValues={{ status: [...BLOG_STATUSES] }}
      filters={[<SelectArrayInput key="status" source="status" choices={choices(BLOG_STATUSES)} alwaysOn />]}
    >
      <TextField source="title" />
      <ChipField source="status" />
      <SiteDateField source="date" />
      <FunctionField label="Tags" render={(r: { tags?: string[] }) => (r.tags ?? []).join(', ')} />
      <UrlField source="permalink" label="Page" />
    </ApiOrderList>
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
    <ApiOrderList
      filterDefaultValues={{ status: [...NEWSLETTER_STATUSES] }}
      filters={[
        <SelectArrayInput key="status" source="status" choices={choices(NEWSLETTER_STATUSES)} alwaysOn />,
      ]}
    >
      <TextField source="title" />
      <ChipField source="status" />
      <BooleanField source="guest_post" label="Guest writer" />
      <SiteDateField source="date_added" label="Published" />
      <SiteDateField source="sent_at" label="Sent" showTime />
      <NumberField source="recipients_count" label="Recipients" />
      <PublishButton />
    </ApiOrderList>
  );
}

function NewsletterSubscriberList() {
  return (
    <ApiOrderList rowClick={false}>
      <EmailField source="email" />
      <ChipField source="status" />
      <SiteDateField source="date_added" label="Subscribed" />
    </ApiOrderList>
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
    <ApiOrderList
      filterDefaultValues={{ status: ['pending'] }}
      filters={[
        <SelectArrayInput key="status" source="status" choices={choices(TESTIMONIAL_STATUSES)} alwaysOn />,
        <SelectArrayInput key="category" source="category" choices={choices(TESTIMONIAL_CATEGORIES)} />,
      ]}
    >
      <TextField source="name" />
      <ChipField source="category" />
      <ChipField source="status" />
      <TextField source="content" sx={{ display: 'block', maxWidth: 420 }} />
      <SiteDateField source="date_added" label="Submitted" />
      <ModerateButton status="active" label="Approve" />
      <ModerateButton status="inactive" label="Hide" />
    </ApiOrderList>
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

export const contentResources = [
  <Resource
    key="blog-posts"
    name="blog-posts"
    recordRepresentation="title"
    options={{ label: 'Blog posts' }}
    list={BlogPostList}
    {...screens(BlogPostForm)}
  />,
  <Resource
    key="newsletter-issues"
    name="newsletter-issues"
    recordRepresentation="title"
    options={{ label: 'Newsletter issues' }}
    list={NewsletterIssueList}
    {...screens(NewsletterIssueForm)}
  />,
  // Staff read these, they are not created here (the guesser offered Create, a form for what
  // visitors send).
  <Resource
    key="newsletter-subscribers"
    name="newsletter-subscribers"
    recordRepresentation="email"
    options={{ label: 'Newsletter subscribers' }}
    list={NewsletterSubscriberList}
  />,
  <Resource
    key="testimonials"
    name="testimonials"
    recordRepresentation="name"
    options={{ label: 'Testimonials' }}
    list={TestimonialList}
    {...screens(TestimonialForm)}
  />,
  ...faqResources,
  ...siteContentResources,
  ...educationResources,
];
