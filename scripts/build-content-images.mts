/**
 * Draws the demo content's images (brand.md: images are made by the project, never downloaded):
 * blog and newsletter illustrations, words-of-wisdom quote cards (270x270), alum and co-founder
 * portraits, press logos and the about page's picture, plus the press kit's downloads (a ZIP of
 * logos, a ZIP of pictures, the co-founders' bios and two clippings as small PDFs).
 *
 * Run after changing the seed texts: `npx tsx scripts/build-content-images.mts`.
 * The output is committed (apps/web/public/demo, apps/web/public/press-kit).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { SEED_BLOG_POSTS } from '../apps/api/src/db/seed/content/blog.ts';
import { SEED_ESTABLISHMENTS } from '../apps/api/src/db/seed/content/education.ts';
import { SEED_WISDOM } from '../apps/api/src/db/seed/content/wisdom.ts';

const PUBLIC = path.join(import.meta.dirname, '..', 'apps', 'web', 'public');
const C = {
  cream: '#F6EFDC',
  paper: '#FBF7EF',
  green: '#2C6A3A',
  leaf: '#4F7A3A',
  sage: '#8DB360',
  soil: '#7A5232',
  bark: '#4E3420',
  harvest: '#E8B534',
  tomato: '#C8553D',
  sky: '#CFE3EA',
  ink: '#17261C',
  berry: '#8E3B5B',
  blue: '#1F4E8C',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>\n`;
}

function write(relative: string, content: string | Buffer): void {
  const file = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Motifs, drawn on a 1200x675 canvas (16:9).

const ground = (y: number, color = C.soil) =>
  `<rect y="${y}" width="1200" height="${675 - y}" fill="${color}"/>`;
const sun = (x: number, y: number, r = 60) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.harvest}"/>`;
const hills = (y: number, color = C.sage) =>
  `<path d="M0 ${y} Q 300 ${y - 70} 600 ${y} T 1200 ${y - 20} V 675 H 0 Z" fill="${color}"/>`;

function rows(y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const yy = y + i * 32;
    out += `<path d="M0 ${yy} Q 600 ${yy - 10} 1200 ${yy}" stroke="${C.leaf}" stroke-width="${6 + i * 3}" fill="none" stroke-dasharray="${10 + i * 4} ${8 + i * 2}"/>`;
  }
  return out;
}

function lettuce(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.sage}"/><circle cx="${x - r * 0.4}" cy="${y - r * 0.2}" r="${r * 0.6}" fill="${C.leaf}"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.25}" r="${r * 0.55}" fill="#A8C97A"/>`;
}

function crate(x: number, y: number, fruit: string): string {
  let out = `<rect x="${x}" y="${y}" width="180" height="90" rx="6" fill="${C.soil}"/><rect x="${x}" y="${y + 40}" width="180" height="8" fill="${C.bark}"/>`;
  for (let i = 0; i < 5; i++) out += `<circle cx="${x + 22 + i * 34}" cy="${y - 6}" r="20" fill="${fruit}"/>`;
  return out;
}

function awning(x: number, y: number, width: number): string {
  let out = '';
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    out += `<rect x="${x + (i * width) / stripes}" y="${y}" width="${width / stripes}" height="70" fill="${i % 2 ? C.paper : C.tomato}"/>`;
    out += `<path d="M${x + (i * width) / stripes} ${y + 70} q ${width / stripes / 2} 26 ${width / stripes} 0" fill="${i % 2 ? C.paper : C.tomato}"/>`;
  }
  return out;
}

function loaf(x: number, y: number, w: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.5}" fill="${C.harvest}" stroke="${C.soil}" stroke-width="6"/><path d="M${x - w * 0.5} ${y - w * 0.25} l 24 26 M${x - w * 0.1} ${y - w * 0.3} l 24 26 M${x + w * 0.3} ${y - w * 0.25} l 24 26" stroke="${C.soil}" stroke-width="6"/>`;
}

function croissant(x: number, y: number): string {
  return `<path d="M${x - 70} ${y} Q ${x} ${y - 80} ${x + 70} ${y} Q ${x + 40} ${y - 20} ${x} ${y - 18} Q ${x - 40} ${y - 20} ${x - 70} ${y} Z" fill="${C.harvest}" stroke="${C.soil}" stroke-width="5"/><path d="M${x - 30} ${y - 35} l 10 28 M${x} ${y - 42} l 0 30 M${x + 30} ${y - 35} l -10 28" stroke="${C.soil}" stroke-width="4"/>`;
}

function notebook(x: number, y: number): string {
  let lines = '';
  for (let i = 0; i < 7; i++)
    lines += `<rect x="${x + 50}" y="${y + 60 + i * 40}" width="${i % 3 === 2 ? 180 : 260}" height="8" rx="4" fill="${C.sky}"/>`;
  return `<rect x="${x}" y="${y}" width="340" height="380" rx="14" fill="${C.paper}" stroke="${C.ink}" stroke-width="6"/>${lines}<rect x="${x + 380}" y="${y + 20}" width="26" height="300" rx="6" fill="${C.harvest}" transform="rotate(18 ${x + 393} ${y + 170})"/>`;
}

function leafSprig(x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0 V -120" stroke="${C.leaf}" stroke-width="8"/><ellipse cx="-28" cy="-70" rx="30" ry="14" fill="${C.sage}" transform="rotate(-30 -28 -70)"/><ellipse cx="28" cy="-96" rx="30" ry="14" fill="${C.leaf}" transform="rotate(30 28 -96)"/><ellipse cx="-24" cy="-112" rx="24" ry="12" fill="${C.sage}" transform="rotate(-35 -24 -112)"/></g>`;
}

function seedPackets(x: number, y: number): string {
  const colors = [C.tomato, C.harvest, C.leaf, C.berry, C.sky];
  let out = `<rect x="${x - 30}" y="${y + 150}" width="700" height="140" rx="10" fill="${C.soil}"/>`;
  colors.forEach((color, i) => {
    const px = x + i * 130;
    out += `<rect x="${px}" y="${y}" width="110" height="170" rx="6" fill="${C.paper}" stroke="${C.bark}" stroke-width="4" transform="rotate(${(i - 2) * 4} ${px + 55} ${y + 85})"/><circle cx="${px + 55}" cy="${y + 70}" r="32" fill="${color}" transform="rotate(${(i - 2) * 4} ${px + 55} ${y + 85})"/>`;
  });
  return out;
}

function microphone(x: number, y: number): string {
  return `<rect x="${x - 60}" y="${y - 170}" width="120" height="200" rx="60" fill="${C.ink}"/>${Array.from({ length: 5 }, (_, i) => `<rect x="${x - 50}" y="${y - 140 + i * 30}" width="100" height="8" rx="4" fill="#3d4a41"/>`).join('')}<path d="M${x - 100} ${y - 40} Q ${x - 100} ${y + 90} ${x} ${y + 90} Q ${x + 100} ${y + 90} ${x + 100} ${y - 40}" stroke="${C.ink}" stroke-width="14" fill="none"/><rect x="${x - 8}" y="${y + 90}" width="16" height="110" fill="${C.ink}"/><rect x="${x - 90}" y="${y + 195}" width="180" height="22" rx="11" fill="${C.ink}"/>`;
}

function seedlingTray(x: number, y: number): string {
  let out = `<rect x="${x}" y="${y}" width="420" height="110" rx="10" fill="${C.bark}"/>`;
  for (let i = 0; i < 6; i++) out += leafSprig(x + 40 + i * 68, y + 10, 0.55);
  return out;
}

function building(x: number, y: number): string {
  let cols = '';
  for (let i = 0; i < 5; i++)
    cols += `<rect x="${x + 40 + i * 90}" y="${y + 90}" width="30" height="200" fill="${C.paper}"/>`;
  return `<path d="M${x} ${y + 90} L${x + 250} ${y - 10} L${x + 500} ${y + 90} Z" fill="${C.paper}" stroke="${C.ink}" stroke-width="5"/><rect x="${x}" y="${y + 90}" width="500" height="220" fill="#E9E1CC"/>${cols}<rect x="${x - 20}" y="${y + 300}" width="540" height="24" fill="${C.paper}"/>`;
}

function shopFront(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="560" height="380" fill="${C.paper}" stroke="${C.bark}" stroke-width="6"/><rect x="${x + 30}" y="${y + 30}" width="500" height="70" rx="8" fill="${C.green}"/><text x="${x + 280}" y="${y + 78}" font-family="Georgia, serif" font-size="40" fill="${C.paper}" text-anchor="middle">BAKERY</text><rect x="${x + 40}" y="${y + 140}" width="260" height="200" fill="${C.sky}" stroke="${C.bark}" stroke-width="5"/><rect x="${x + 340}" y="${y + 140}" width="150" height="240" fill="${C.soil}"/><circle cx="${x + 470}" cy="${y + 270}" r="8" fill="${C.harvest}"/>${loaf(x + 170, y + 290, 70)}`;
}

function tomatoes(x: number, y: number): string {
  const spots = [
    [0, 0, 110],
    [190, 40, 90],
    [90, 140, 80],
  ] as const;
  return spots
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${x + dx}" cy="${y + dy}" r="${r}" fill="${C.tomato}" opacity="0.9"/><circle cx="${x + dx - r * 0.3}" cy="${y + dy - r * 0.3}" r="${r * 0.3}" fill="#E07A5F" opacity="0.8"/><path d="M${x + dx} ${y + dy - r} l -24 -14 m 24 14 l 24 -14 m -24 14 v -26" stroke="${C.leaf}" stroke-width="10" stroke-linecap="round"/>`,
    )
    .join('');
}

function calendar(x: number, y: number): string {
  let cells = '';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++)
      cells += `<rect x="${x + 30 + c * 78}" y="${y + 110 + r * 62}" width="60" height="44" rx="6" fill="${r === 2 && c === 3 ? C.harvest : C.cream}"/>`;
  return `<rect x="${x}" y="${y}" width="440" height="380" rx="16" fill="${C.paper}" stroke="${C.ink}" stroke-width="6"/><rect x="${x}" y="${y}" width="440" height="80" rx="16" fill="${C.tomato}"/>${cells}${leafSprig(x + 300, y + 340, 0.8)}`;
}

function knife(x: number, y: number): string {
  return `<path d="M${x} ${y} L${x + 420} ${y - 20} Q ${x + 470} ${y} ${x + 420} ${y + 40} L${x} ${y + 40} Z" fill="#D8DEE0" stroke="${C.ink}" stroke-width="5"/><rect x="${x - 200}" y="${y - 4}" width="210" height="48" rx="18" fill="${C.bark}"/><circle cx="${x - 150}" cy="${y + 20}" r="7" fill="${C.paper}"/><circle cx="${x - 90}" cy="${y + 20}" r="7" fill="${C.paper}"/>`;
}

function tickets(x: number, y: number): string {
  let out = `<rect x="${x}" y="${y}" width="520" height="16" rx="8" fill="${C.ink}"/>`;
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${x + 20 + i * 125}" y="${y + 16}" width="100" height="150" fill="${C.paper}" stroke="${C.ink}" stroke-width="3"/>`;
    for (let l = 0; l < 4; l++)
      out += `<rect x="${x + 32 + i * 125}" y="${y + 40 + l * 28}" width="${60 + ((i + l) % 3) * 10}" height="6" fill="${C.soil}"/>`;
  }
  return out;
}

const BLOG_ART: Record<string, () => string> = {
  'first-season': () =>
    `${sun(980, 130)}${hills(330)}${ground(380)}${rows(400, 8)}${lettuce(300, 420, 46)}${lettuce(520, 430, 40)}${lettuce(760, 425, 44)}`,
  'kitchen-pay': () =>
    `<rect width="1200" height="675" fill="#E9E1CC"/>${tickets(560, 80)}${knife(360, 470)}`,
  'writing-listings': () => `${notebook(330, 140)}${leafSprig(860, 560, 1.3)}`,
  'seed-library': () => seedPackets(300, 200),
  'market-stand': () =>
    `${awning(240, 120, 720)}<rect x="260" y="200" width="14" height="300" fill="${C.bark}"/><rect x="926" y="200" width="14" height="300" fill="${C.bark}"/><rect x="220" y="440" width="760" height="40" fill="${C.soil}"/>${crate(260, 350, C.tomato)}${crate(510, 350, C.harvest)}${crate(760, 350, C.sage)}`,
  pastry: () =>
    `<g transform="translate(-261 -120) scale(1.4)"><rect x="180" y="360" width="840" height="60" rx="12" fill="${C.ink}"/>${croissant(330, 350)}${croissant(520, 350)}${croissant(710, 350)}${croissant(900, 350)}</g>`,
  radio: () => `<circle cx="600" cy="320" r="250" fill="${C.sky}"/>${microphone(600, 330)}`,
  apprenticeship: () => `${sun(200, 140, 70)}${hills(420)}${ground(470)}${seedlingTray(390, 330)}`,
  policy: () =>
    `${building(350, 150)}${ground(480, C.sage)}${lettuce(330, 520, 40)}${lettuce(600, 530, 44)}${lettuce(870, 520, 40)}`,
  'business-for-sale': () => `${ground(560, '#D9CFB8')}${shopFront(320, 170)}`,
  'seed-catalog': () =>
    `<rect x="200" y="90" width="800" height="500" rx="10" fill="${C.paper}" stroke="${C.soil}" stroke-width="6"/>${tomatoes(480, 300)}${leafSprig(820, 540, 1)}`,
  anniversary: () => calendar(380, 140),
};

function blogImages(): void {
  for (const post of SEED_BLOG_POSTS) {
    const key = path.basename(post.image, '.svg');
    const art = BLOG_ART[key];
    if (!art) throw new Error(`no drawing for ${key}`);
    write(
      post.image,
      svg(1200, 675, post.imageAlt, `<rect width="1200" height="675" fill="${C.cream}"/>${art()}`),
    );
  }
}

const NEWSLETTER_ART = [
  ['Morning over planted rows', () => `${sun(900, 150)}${hills(300)}${ground(350)}${rows(370, 9)}`],
  [
    'Crates of tomatoes and squash',
    () =>
      `<g transform="translate(-330 -300) scale(1.6)">${crate(180, 380, C.tomato)}${crate(480, 380, C.harvest)}${crate(780, 380, C.sage)}</g>`,
  ],
  [
    'Loaves of bread cooling',
    () =>
      `<rect x="120" y="470" width="960" height="40" rx="10" fill="${C.soil}"/>${loaf(330, 400, 150)}${loaf(690, 410, 130)}${loaf(960, 410, 100)}`,
  ],
  ['Seedlings ready to plant', () => `${seedlingTray(150, 360)}${seedlingTray(630, 360)}`],
  [
    'A basket of apples',
    () =>
      `<g transform="translate(-300 -250) scale(1.5)"><path d="M350 380 h500 l-60 220 h-380 z" fill="${C.soil}"/>${[400, 490, 580, 670, 760].map((x) => `<circle cx="${x}" cy="370" r="52" fill="${C.tomato}"/>`).join('')}</g>`,
  ],
  ['A stack of newsletters and a pencil', () => `${notebook(260, 120)}${notebook(520, 160)}`],
] as const;

function newsletterImages(): void {
  NEWSLETTER_ART.forEach(([label, art], index) => {
    write(
      `demo/newsletter/issue-${index + 1}.svg`,
      svg(1200, 675, label, `<rect width="1200" height="675" fill="${C.cream}"/>${art()}`),
    );
  });
}

/** Splits a quote into lines of about `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const CARD_COLORS = [
  [C.green, C.paper, C.harvest],
  [C.harvest, C.ink, C.green],
  [C.tomato, C.paper, C.harvest],
  [C.cream, C.ink, C.tomato],
  [C.soil, C.paper, C.harvest],
  [C.sky, C.ink, C.green],
] as const;

function wisdomCards(): void {
  SEED_WISDOM.forEach((wisdom, index) => {
    const [bg, fg, accent] = CARD_COLORS[index % CARD_COLORS.length] ?? CARD_COLORS[0];
    const lines = wrap(wisdom.quote, 20);
    const size = lines.length > 4 ? 20 : 23;
    const top = 135 - (lines.length * size * 1.25) / 2;
    const text = lines
      .map(
        (line, i) =>
          `<text x="135" y="${(top + i * size * 1.25 + size).toFixed(1)}" font-family="Georgia, serif" font-size="${size}" fill="${fg}" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('');
    const body = `<rect width="270" height="270" fill="${bg}"/><text x="28" y="62" font-family="Georgia, serif" font-size="64" fill="${accent}">“</text>${text}<rect x="115" y="214" width="40" height="4" rx="2" fill="${accent}"/><text x="135" y="244" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="${fg}" text-anchor="middle">${escapeXml(wisdom.author)}</text>`;
    write(`demo/wisdom/wisdom-${index + 1}.svg`, svg(270, 270, `“${wisdom.quote}” ${wisdom.author}`, body));
  });
}

const SKIN = ['#F1C7A5', '#D9A07B', '#A8714F', '#7A4E34', '#E8B894', '#5C3B28'];
const HAIR = ['#3B2A20', '#1F1A17', '#8A5A2B', '#C9A35C', '#5E3A22', '#2B2B2B'];

function portrait(seed: number, label: string, background: string): string {
  const skin = SKIN[seed % SKIN.length];
  const hair = HAIR[(seed * 7) % HAIR.length];
  const shirt = [C.green, C.tomato, C.blue, C.soil, C.berry, C.leaf][seed % 6];
  const long = seed % 2 === 0;
  const body = `<rect width="240" height="240" fill="${background}"/>${long ? `<rect x="68" y="70" width="104" height="120" rx="48" fill="${hair}"/>` : ''}<path d="M40 240 Q 40 170 120 165 Q 200 170 200 240 Z" fill="${shirt}"/><rect x="106" y="140" width="28" height="34" fill="${skin}"/><ellipse cx="120" cy="110" rx="46" ry="54" fill="${skin}"/><path d="M74 100 Q 78 52 120 52 Q 164 52 166 100 Q 150 76 120 78 Q 92 78 74 100 Z" fill="${hair}"/><circle cx="103" cy="112" r="4.5" fill="${C.ink}"/><circle cx="137" cy="112" r="4.5" fill="${C.ink}"/><path d="M106 136 Q 120 146 134 136" stroke="${C.ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  return svg(240, 240, label, body);
}

function people(): void {
  const backgrounds = [C.sky, C.cream, '#E3EFE2', '#FBEEC4'];
  let n = 0;
  for (const school of SEED_ESTABLISHMENTS) {
    for (const alum of school.alums) {
      write(
        alum.image,
        portrait(n + 3, `Portrait of ${alum.name}`, backgrounds[n % backgrounds.length] ?? C.sky),
      );
      n += 1;
    }
  }
  write('demo/people/nora-feld.svg', portrait(4, 'Portrait of Nora Feld, co-founder', '#E3EFE2'));
  write('demo/people/teo-marchetti.svg', portrait(1, 'Portrait of Teo Marchetti, co-founder', '#FBEEC4'));
}

const PRESS_LOGOS = [
  ['harvest-ledger', 'The Harvest Ledger', C.soil, 'Georgia, serif'],
  ['field-fork', 'Field & Fork Weekly', C.green, 'Georgia, serif'],
  ['greenmarket-radio', 'Greenmarket Radio', C.blue, 'Helvetica, Arial, sans-serif'],
  ['pantry-report', 'The Pantry Report', C.tomato, 'Georgia, serif'],
  ['soil-times', 'Soil Times', C.ink, 'Helvetica, Arial, sans-serif'],
] as const;

function pressLogos(): void {
  for (const [slug, name, color, font] of PRESS_LOGOS) {
    const body = `<rect width="480" height="270" fill="${C.paper}"/><rect x="16" y="16" width="448" height="238" fill="none" stroke="${color}" stroke-width="4"/>${leafSprig(240, 130, 0.6)}<text x="240" y="200" font-family="${font}" font-size="36" font-weight="700" fill="${color}" text-anchor="middle">${escapeXml(name)}</text>`;
    write(`demo/press/${slug}.svg`, svg(480, 270, `${name} logo`, body));
  }
}

function aboutImage(): void {
  const body = `<rect width="1200" height="675" fill="${C.cream}"/>${sun(1020, 120, 56)}${awning(200, 150, 800)}<rect x="220" y="230" width="14" height="300" fill="${C.bark}"/><rect x="966" y="230" width="14" height="300" fill="${C.bark}"/><rect x="180" y="470" width="840" height="40" fill="${C.soil}"/>${crate(240, 380, C.tomato)}${crate(510, 380, C.harvest)}${crate(780, 380, C.sage)}${ground(600, C.sage)}`;
  write(
    'demo/pages/about-market.svg',
    svg(1200, 675, 'A farmers market stand with crates of vegetables', body),
  );
}

// Press kit: ZIPs (fflate) and a one-page PDF writer, enough for small downloads.

function zip(entries: Array<[string, string]>): Buffer {
  // A fixed date, so that drawing again writes the same bytes.
  const files = Object.fromEntries(entries.map(([name, content]) => [name, strToU8(content)]));
  return Buffer.from(zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
}

function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
}

function pdf(title: string, paragraphs: string[]): Buffer {
  const lines = [title, '', ...paragraphs.flatMap((p) => [...wrap(p, 86), ''])];
  const stream = [
    'BT /F1 18 Tf 72 740 Td',
    `(${pdfText(lines[0] ?? '')}) Tj`,
    '/F1 11 Tf 0 -28 Td 14 TL',
    ...lines.slice(2).map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const LOGO_MARK =
  '<circle cx="24" cy="24" r="23" fill="#2c6a3a"/><path d="M7 33c5-3 11-4.5 17-4.5S36 30 41 33v3.5c-5-3-11-4.5-17-4.5S12 33.5 7 36.5z" fill="#f2c14e"/><path d="M24 29V17" stroke="#fbf7ef" stroke-width="2.6" stroke-linecap="round"/><path d="M24 20c-1-5-5-8-10-8 0 5 4 8.5 10 8z" fill="#fbf7ef"/><path d="M24 17c1-5.5 5-9 11-9 0 5.5-4.5 9.5-11 9z" fill="#cfe6c9"/>';

function pressKit(): void {
  const mark = svg(48, 48, 'Good Food Jobs mark', LOGO_MARK);
  const wordmark = (ink: string, bg: string) =>
    svg(
      360,
      60,
      'Good Food Jobs',
      `<rect width="360" height="60" fill="${bg}"/><g transform="translate(6 6)">${LOGO_MARK}</g><text x="64" y="40" font-family="Georgia, serif" font-size="30" font-weight="700" fill="${ink}">Good Food Jobs</text>`,
    );
  write(
    'press-kit/good-food-jobs-logos.zip',
    zip([
      ['good-food-jobs-mark.svg', mark],
      ['good-food-jobs-on-light.svg', wordmark(C.ink, C.paper)],
      ['good-food-jobs-on-dark.svg', wordmark(C.paper, C.ink)],
      [
        'README.txt',
        'Good Food Jobs logos. Please keep the clear space around the mark and do not recolor it.\n',
      ],
    ]),
  );
  const pictures: Array<[string, string]> = SEED_BLOG_POSTS.slice(0, 6).map((post) => [
    path.basename(post.image),
    svg(
      1200,
      675,
      post.imageAlt,
      `<rect width="1200" height="675" fill="${C.cream}"/>${BLOG_ART[path.basename(post.image, '.svg')]?.() ?? ''}`,
    ),
  ]);
  write('press-kit/good-food-jobs-pictures.zip', zip(pictures));
  write(
    'press-kit/nora-feld-bio.pdf',
    pdf('Nora Feld, co-founder of Good Food Jobs', [
      'Nora Feld co-founded Good Food Jobs in October 2010. She grew up on a dairy farm in upstate New York and spent ten years in vegetable production before moving into farm education.',
      'At Good Food Jobs she looks after the employers who post with us and the standards every listing meets: honest descriptions, published pay and a living wage.',
      'Contact: press@goodfoodjobs.local',
    ]),
  );
  write(
    'press-kit/teo-marchetti-bio.pdf',
    pdf('Teo Marchetti, co-founder of Good Food Jobs', [
      'Teo Marchetti co-founded Good Food Jobs in October 2010. He cooked in restaurant kitchens for twelve years, from dish pit to sous chef, before building websites for food businesses.',
      'He looks after the site, the Tuesday newsletter and the people who use them.',
      'Contact: press@goodfoodjobs.local',
    ]),
  );
  write(
    'press-kit/clippings/harvest-ledger.pdf',
    pdf('The Harvest Ledger: The job board that reads every listing', [
      'A profile of how the Good Food Jobs review team keeps pay honest and descriptions clear (reprinted with the publication of this demo).',
    ]),
  );
  write(
    'press-kit/clippings/soil-times.pdf',
    pdf('Soil Times: Pay is part of the recipe', [
      'An opinion piece by Teo Marchetti on why every food job listing should show its pay.',
    ]),
  );
}

blogImages();
newsletterImages();
wisdomCards();
people();
pressLogos();
aboutImage();
pressKit();
console.info('content images and press kit written to apps/web/public');
