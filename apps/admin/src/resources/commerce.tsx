import { ResourceGuesser } from '@api-platform/admin';
import { PROMO_CODE_KINDS, PROMO_CODE_SCOPES } from '@gfj/contracts/commerce';
import { JOB_PACKAGE_STATUSES } from '@gfj/contracts/job-packages';
import { JOB_POST_TYPE_TEXT_FIELDS } from '@gfj/contracts/reference';
import { useState } from 'react';
import {
  Confirm,
  Create,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  FunctionField,
  Labeled,
  NumberField,
  NumberInput,
  ReferenceField,
  Resource,
  required,
  SaveButton,
  SelectArrayInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { ApiOrderList } from './fixed-order.tsx';
import { choices } from './form-screens.tsx';
import { dollars, MoneyField, MoneyInput } from './money.tsx';
import { recordNumber } from './record-number.ts';
import { SiteDateField } from './site-date-field.tsx';
import { TextButton } from './text-button.tsx';

interface OrderLine {
  id: number;
  entity_type: 'job' | 'job-package';
  name: string;
  price: number;
  /** What the line cost the buyer (its share of a promo code taken off). */
  paid: number;
  /** What refunding it gives back now: a package's only for its unused credits. */
  refundable: number;
  refunded: boolean;
}

/** The question asked before a refund: the amount the API will give back, and what else happens. */
export function refundQuestion(line: OrderLine): string {
  const what =
    line.entity_type === 'job'
      ? 'The listing leaves the site.'
      : 'Its unused credits are withdrawn; listings it already paid for stay on the site.';
  return `Refund ${line.name} (${dollars(line.refundable)} of ${dollars(line.paid)} paid)? ${what}`;
}

interface OrderPayment {
  provider: string;
  status: string;
  amount: number;
  card_brand?: string;
  card_last4?: string;
  refunded_amount: number;
}

/** What paid an order with no payment: package credits, a promo code, both, or nothing to pay. */
interface OrderDiscounts {
  promotional_code?: string;
  promo_code_discount?: number;
  job_packages_discount?: number;
}

/** Why an order with no payment cost nothing, in words: credits, the promo code, or both. */
export function describeNoPayment(order: OrderDiscounts): string {
  const credits = (order.job_packages_discount ?? 0) > 0;
  const promo = (order.promo_code_discount ?? 0) > 0;
  const code = order.promotional_code ? ` ${order.promotional_code}` : '';
  if (credits && promo) return `No payment (package credits and promo code${code})`;
  if (promo) return `No payment (covered by promo code${code})`;
  if (credits) return 'No payment (package credits)';
  return 'No payment (nothing to pay)';
}

/**
 * "visa •••• 4242, succeeded, $60.00 refunded", or why there was none: the payment read as words,
 * not [object Object].
 */
export function describePayment(payment: OrderPayment | undefined, order: OrderDiscounts = {}): string {
  if (!payment) return describeNoPayment(order);
  const card = payment.card_last4 ? `${payment.card_brand ?? 'card'} •••• ${payment.card_last4}, ` : '';
  const refunded = payment.refunded_amount > 0 ? `, ${dollars(payment.refunded_amount)} refunded` : '';
  return `${card}${payment.status}${refunded}`;
}

/** Each line of the order shown, with a Refund button (POST …/refunds, through the provider). */
function OrderLinesWithRefunds() {
  const record = useRecordContext<{ id: string; items?: OrderLine[] }>();
  const [message, setMessage] = useState<string | null>(null);
  const refresh = useRefresh();
  if (!record?.items) return null;
  const refund = async (line: OrderLine) => {
    if (!window.confirm(refundQuestion(line))) return;
    const response = await fetch(`${record.id}/refunds`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
      body: JSON.stringify({ order_item: line.id }),
    });
    const body = (await response.json().catch(() => ({}))) as { detail?: string; amount?: number };
    setMessage(
      response.ok ? `Refunded ${dollars(body.amount ?? 0)}.` : (body.detail ?? `Error ${response.status}`),
    );
    // The order's status, its payment's refunded amount and the line read again (they stayed
    // "paid" until a reload).
    if (response.ok) refresh();
  };
  return (
    <div>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Paid</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {record.items.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{dollars(line.price)}</td>
              <td>{dollars(line.paid)}</td>
              <td>
                {line.refunded ? (
                  'Refunded'
                ) : (
                  <button type="button" onClick={() => void refund(line)}>
                    Refund
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}

/**
 * Orders, newest first as the API lists them: number, buyer by email, money in dollars, the
 * payment in words; a row opens the order (its lines and refunds). The guessed list showed IRIs,
 * offered row checkboxes and sorting the API does not do.
 */
function OrderList() {
  return (
    <ApiOrderList rowClick="show" exporter={false}>
      <FunctionField source="id" label="Order" render={recordNumber} />
      <ReferenceField source="user" reference="users" label="Buyer" link={false}>
        <TextField source="email" />
      </ReferenceField>
      <TextField source="status" />
      <MoneyField source="total" label="Total" />
      <FunctionField
        source="payment"
        label="Payment"
        render={(record: { payment?: OrderPayment } & OrderDiscounts) =>
          describePayment(record.payment, record)
        }
      />
      <SiteDateField source="date_added" label="Placed" showTime />
    </ApiOrderList>
  );
}

/** An order: when and by whom, its money, its payment, and its lines with their refunds. */
function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <SiteDateField source="date_added" label="Placed" showTime />
        <ReferenceField source="user" reference="users" label="Buyer" link="show">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="status" />
        <MoneyField source="subtotal" label="Subtotal" />
        <MoneyField source="job_packages_discount" label="Package credits" />
        <TextField source="promotional_code" label="Promo code" emptyText="—" />
        <MoneyField source="promo_code_discount" label="Promo code discount" />
        <MoneyField source="total" label="Total" />
        <FunctionField
          label="Payment"
          render={(record: { payment?: OrderPayment } & OrderDiscounts) =>
            describePayment(record.payment, record)
          }
        />
        <OrderLinesWithRefunds />
      </SimpleShowLayout>
    </Show>
  );
}

/**
 * Save only: the catalogue's packages and post types cannot be deleted (the API has no DELETE:
 * orders and held packages point at them); a package leaves the pricing list by going inactive
 * (decision 037).
 */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

// --- Job packages: prices in dollars, kept in cents -------------------------------------------

function JobPackageList() {
  return (
    <ApiOrderList
      // Staff see the inactive packages too (the API lists the active ones by default).
      filterDefaultValues={{ status: [...JOB_PACKAGE_STATUSES] }}
      filters={[
        <SelectArrayInput key="status" source="status" choices={choices(JOB_PACKAGE_STATUSES)} alwaysOn />,
      ]}
      exporter={false}
    >
      <TextField source="name" />
      <NumberField source="jobs_count" label="Jobs" />
      <MoneyField source="job_price" label="Price per job" />
      <MoneyField source="price" label="Price" />
      <SelectField source="status" choices={choices(JOB_PACKAGE_STATUSES)} />
    </ApiOrderList>
  );
}

function JobPackageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <NumberField source="jobs_count" label="Jobs" />
        <MoneyField source="job_price" label="Price per job" />
        <MoneyField source="price" label="Price" />
        <SelectField source="status" choices={choices(JOB_PACKAGE_STATUSES)} />
      </SimpleShowLayout>
    </Show>
  );
}

function JobPackageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="name" validate={required()} />
        <NumberInput source="jobs_count" label="Jobs" validate={required()} min={1} step={1} />
        <MoneyInput source="job_price" label="Price per job (dollars)" validate={required()} />
        <MoneyInput source="price" label="Price (dollars)" validate={required()} />
        <SelectInput
          source="status"
          choices={choices(JOB_PACKAGE_STATUSES)}
          validate={required()}
          helperText="Inactive packages are not sold"
        />
      </SimpleForm>
    </Edit>
  );
}

// --- Post types: the single listing's price, the posting form's hints and labels ---------------

/** "hint_company_name" -> "Hint: company name". */
const textLabel = (field: string) => {
  const [kind, ...words] = field.split('_');
  return `${kind === 'hint' ? 'Hint' : 'Label'}: ${words.join(' ')}`;
};

function JobPostTypeList() {
  return (
    <ApiOrderList exporter={false} pagination={false}>
      <TextField source="name" label="Kind" />
      <MoneyField source="price" label="Price of one listing" />
    </ApiOrderList>
  );
}

function JobPostTypeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="name" label="Kind" readOnly />
        <MoneyInput source="price" label="Price of one listing (dollars)" validate={required()} />
        {JOB_POST_TYPE_TEXT_FIELDS.map((field) => (
          <TextInput key={field} source={field} label={textLabel(field)} fullWidth multiline />
        ))}
      </SimpleForm>
    </Edit>
  );
}

// --- Promo codes: kind and scope from the contracts' lists -----------------------------------

/** "25%" or "$10.00": a code's value as what it takes off. */
const promoValue = (record: { kind?: string; value?: number }) =>
  record.value === undefined ? '' : record.kind === 'amount' ? dollars(record.value) : `${record.value}%`;

interface PromoCodeRecord {
  id: string;
  code: string;
  status: string;
}

/**
 * Deactivate (asked first) or reactivate a promo code. A code is never deleted (orders point at
 * it; the API's DELETE only deactivates it), so the button says what it does, and an inactive
 * code is reactivated here, as a package goes inactive and back (decisions 037, 058).
 */
function PromoCodeStatusButton() {
  const record = useRecordContext<PromoCodeRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const active = record.status === 'active';
  const change = () =>
    update(
      'promo-codes',
      { id: record.id, data: { status: active ? 'inactive' : 'active' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(
            active
              ? `Promo code ${record.code} deactivated: it no longer works at checkout`
              : `Promo code ${record.code} reactivated: it works at checkout again`,
            { type: 'success' },
          );
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  const label = active ? 'Deactivate' : 'Reactivate';
  return (
    <>
      <TextButton
        label={label}
        aria-label={`${label} ${record.code}`}
        color={active ? 'error' : 'primary'}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (active) setAsking(true);
          else change();
        }}
      />
      <Confirm
        isOpen={asking}
        title={`Deactivate ${record.code}?`}
        content="The code stops working at checkout. Orders that already used it keep it and its discount. You can reactivate it later."
        confirm="Deactivate"
        confirmColor="warning"
        loading={isPending}
        onConfirm={change}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function PromoCodeList() {
  return (
    <ApiOrderList exporter={false}>
      <TextField source="code" />
      <SelectField source="kind" choices={choices(PROMO_CODE_KINDS)} />
      <FunctionField label="Takes off" render={promoValue} />
      <SelectField source="applies_to" choices={choices(PROMO_CODE_SCOPES)} />
      <NumberField source="uses_count" label="Used" />
      <NumberField source="max_uses" label="Limit" />
      <SiteDateField source="expires_at" label="Expires" showTime />
      <TextField source="status" />
      <PromoCodeStatusButton />
    </ApiOrderList>
  );
}

/** Save, and Deactivate or Reactivate: no Delete (the code stays, for the orders that used it). */
function PromoCodeEditToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <PromoCodeStatusButton />
    </Toolbar>
  );
}

function PromoCodeForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm toolbar={creating ? undefined : <PromoCodeEditToolbar />}>
      <TextInput source="code" validate={required()} />
      <SelectInput source="kind" choices={choices(PROMO_CODE_KINDS)} validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'amount' ? (
            <MoneyInput source="value" label="Amount off (dollars)" validate={required()} />
          ) : (
            <NumberInput
              source="value"
              label="Percent off"
              validate={required()}
              min={1}
              max={100}
              step={1}
            />
          )
        }
      </FormDataConsumer>
      <SelectInput
        source="applies_to"
        label="Applies to"
        choices={choices(PROMO_CODE_SCOPES)}
        defaultValue="both"
        validate={required()}
      />
      <DateTimeInput source="expires_at" label="Expires" />
      <NumberInput source="max_uses" label="Most uses" min={1} step={1} />
      {creating ? (
        <SelectInput source="status" choices={choices(JOB_PACKAGE_STATUSES)} defaultValue="active" />
      ) : (
        <Labeled label="Status">
          <FunctionField
            render={(record: PromoCodeRecord) =>
              record.status === 'active' ? 'Active: works at checkout' : 'Inactive: refused at checkout'
            }
          />
        </Labeled>
      )}
    </SimpleForm>
  );
}

/**
 * The back office's commerce screens (issue 16): catalogue packages and the single listing's price
 * per post type (shown and typed in dollars, kept in cents), promo codes, and orders with their
 * payments and refunds. The App composes them (issue 15).
 */
export const commerceResources = [
  <ResourceGuesser
    key="job-packages"
    name="job-packages"
    options={{ label: 'Job packages' }}
    list={JobPackageList}
    show={JobPackageShow}
    edit={JobPackageEdit}
  />,
  // What staff edit has no separate read screen (the guessed one showed raw cents and dates).
  <Resource
    key="job-post-types"
    name="job-post-types"
    recordRepresentation="name"
    options={{ label: 'Single listing prices' }}
    list={JobPostTypeList}
    edit={JobPostTypeEdit}
  />,
  <Resource
    key="promo-codes"
    name="promo-codes"
    recordRepresentation="code"
    options={{ label: 'Promo codes' }}
    list={PromoCodeList}
    create={() => (
      <Create redirect="list">
        <PromoCodeForm creating />
      </Create>
    )}
    edit={() => (
      <Edit mutationMode="pessimistic">
        <PromoCodeForm creating={false} />
      </Edit>
    )}
  />,
  // A plain Resource: staff read these, they are not created here (the guesser offered Create,
  // a form for what visitors or buyers send).
  <Resource
    key="shopping-cart-orders"
    name="shopping-cart-orders"
    recordRepresentation={recordNumber}
    options={{ label: 'Orders' }}
    list={OrderList}
    show={OrderShow}
  />,
];
