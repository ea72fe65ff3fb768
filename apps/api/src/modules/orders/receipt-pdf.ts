import { formatDate, formatPrice } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';

/** What a receipt shows (issue 16: buyer, items, discounts, total, card, order number and date). */
export interface ReceiptData {
  orderNumber: number;
  date: Date;
  buyer: { username: string; email: string };
  items: { name: string; kind: string; price: number; note?: string }[];
  subtotal: number;
  jobPackagesDiscountedJobsCount: number;
  jobPackagesDiscount: number;
  promoCode?: string;
  promoCodeDiscount: number;
  total: number;
  payment?: { brand?: string; last4?: string; testMode: boolean };
  /** A single invoice's receipt names the listing it is for. */
  title?: string;
}

// The site's colours (apps/web/app/styles/tokens.css): field green, ink, cream.
const GREEN = '#2c6a3a';
const INK = '#17261c';
const MUTED = '#4a5a4f';
const CREAM = '#fbf7ef';

function dollars(cents: number): string {
  // Receipts show cents exactly; the site's whole-dollar format is for price lists.
  return cents % 100 === 0 ? formatPrice(cents) : `$${(cents / 100).toFixed(2)}`;
}

/** The site's date format ('MMM, DD YYYY', core 5) of the order's day on the site's calendar. */
function day(date: Date): string {
  return formatDate(siteDay(date));
}

/**
 * The receipt as a PDF (pdfkit, built-in Helvetica: no font files to ship). `contactUrl`: the
 * site's contact page, where questions about a receipt go. pdfkit is loaded on the first receipt,
 * not at start: with its fonts' metrics and the font and compression libraries it pulls in, it
 * holds about 9 MB of every server process's heap, where most processes never make a receipt.
 */
export async function renderReceiptPdf(data: ReceiptData, contactUrl: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: `Good Food Jobs receipt ${data.orderNumber}`, Author: 'Good Food Jobs' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - 108;
    doc.rect(0, 0, doc.page.width, 96).fill(CREAM);
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(22).text('Good Food Jobs', 54, 36);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(10)
      .text('Jobs in sustainable food and agriculture', 54, 62);
    doc.moveDown(3);
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(data.title ?? 'Receipt', 54, 120);
    doc.font('Helvetica').fontSize(11).fillColor(INK);
    doc.text(`Order number: ${data.orderNumber}`);
    doc.text(`Date: ${day(data.date)}`);
    doc.text(`Billed to: ${data.buyer.username} <${data.buyer.email}>`);
    if (data.payment?.last4) {
      doc.text(
        `Paid with: ${data.payment.brand ?? 'card'} ending in ${data.payment.last4}${data.payment.testMode ? ' (TEST MODE)' : ''}`,
      );
    } else if (data.total === 0) {
      doc.text('Paid with: no payment needed');
    }
    doc.moveDown(1.5);

    const row = (label: string, amount: string, options: { bold?: boolean; color?: string } = {}) => {
      const y = doc.y;
      doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(options.color ?? INK);
      doc.text(label, 54, y, { width: width - 110 });
      const after = doc.y;
      doc.text(amount, 54 + width - 100, y, { width: 100, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    };
    doc
      .moveTo(54, doc.y)
      .lineTo(54 + width, doc.y)
      .strokeColor(GREEN)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.5);
    row('Item', 'Price', { bold: true, color: GREEN });
    for (const item of data.items)
      row(`${item.name} (${item.kind})${item.note ? ` - ${item.note}` : ''}`, dollars(item.price));
    doc
      .moveTo(54, doc.y)
      .lineTo(54 + width, doc.y)
      .strokeColor('#ddd3c1')
      .stroke();
    doc.moveDown(0.5);
    row('Subtotal', dollars(data.subtotal));
    if (data.jobPackagesDiscount > 0) {
      row(
        `Job package credits (${data.jobPackagesDiscountedJobsCount} jobs)`,
        `-${dollars(data.jobPackagesDiscount)}`,
      );
    }
    if (data.promoCodeDiscount > 0)
      row(`Promo code ${data.promoCode ?? ''}`.trim(), `-${dollars(data.promoCodeDiscount)}`);
    row('Total', dollars(data.total), { bold: true });
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(
      // A downloaded receipt has no email to reply to: the contact page answers either way.
      `Thank you for hiring in sustainable food. Questions about this receipt? Write to us at ${contactUrl} and give the order number.`,
      54,
    );
    doc.end();
  });
}
