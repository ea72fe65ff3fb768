import { FieldGuesser, ListGuesser, ResourceGuesser, ShowGuesser } from '@api-platform/admin';
import { useState } from 'react';
import { FunctionField, useRecordContext } from 'react-admin';

interface OrderLine {
  id: number;
  name: string;
  price: number;
  refunded: boolean;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

interface OrderPayment {
  provider: string;
  status: string;
  amount: number;
  card_brand?: string;
  card_last4?: string;
  refunded_amount: number;
}

/** "visa •••• 4242, succeeded, $60.00 refunded", or none: the payment read as words, not [object Object]. */
export function describePayment(payment: OrderPayment | undefined): string {
  if (!payment) return 'No payment (package credits)';
  const card = payment.card_last4 ? `${payment.card_brand ?? 'card'} •••• ${payment.card_last4}, ` : '';
  const refunded = payment.refunded_amount > 0 ? `, ${dollars(payment.refunded_amount)} refunded` : '';
  return `${card}${payment.status}${refunded}`;
}

/** A price in cents shown as dollars (spec: money is shown as US dollars). */
function MoneyField({ source, label }: { source: string; label: string }) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, unknown>) =>
        typeof record[source] === 'number' ? dollars(record[source] as number) : ''
      }
    />
  );
}

function PaymentField() {
  return (
    <FunctionField
      source="payment"
      label="Payment"
      sortable={false}
      render={(record: { payment?: OrderPayment }) => describePayment(record.payment)}
    />
  );
}

/** Each line of the order shown, with a Refund button (POST …/refunds, through the provider). */
function OrderLinesWithRefunds() {
  const record = useRecordContext<{ id: string; items?: OrderLine[] }>();
  const [message, setMessage] = useState<string | null>(null);
  if (!record?.items) return null;
  const refund = async (line: OrderLine) => {
    if (!window.confirm(`Refund ${line.name} (${dollars(line.price)})? The listing leaves the site.`)) return;
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
  };
  return (
    <div>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {record.items.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{dollars(line.price)}</td>
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

function OrderList() {
  return (
    <ListGuesser>
      <FieldGuesser source="id" />
      <FieldGuesser source="user" />
      <FieldGuesser source="status" />
      <MoneyField source="total" label="Total" />
      <PaymentField />
      <FieldGuesser source="date_added" />
    </ListGuesser>
  );
}

function OrderShow() {
  return (
    <ShowGuesser>
      <FieldGuesser source="status" />
      <MoneyField source="subtotal" label="Subtotal" />
      <MoneyField source="job_packages_discount" label="Package credits" />
      <FieldGuesser source="promotional_code" />
      <MoneyField source="promo_code_discount" label="Promo code discount" />
      <MoneyField source="total" label="Total" />
      <PaymentField />
      <OrderLinesWithRefunds />
    </ShowGuesser>
  );
}

/**
 * The back office's commerce screens (issue 16): catalogue packages and their prices (cents), promo
 * codes, and orders with their payments and refunds. The App composes them (issue 15).
 */
export const commerceResources = [
  <ResourceGuesser key="job-packages" name="job-packages" options={{ label: 'Job packages' }} />,
  <ResourceGuesser key="promo-codes" name="promo-codes" options={{ label: 'Promo codes' }} />,
  <ResourceGuesser
    key="shopping-cart-orders"
    name="shopping-cart-orders"
    options={{ label: 'Orders' }}
    list={OrderList}
    show={OrderShow}
  />,
];
