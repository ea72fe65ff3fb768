// The words of a demo listing, written from what the listing is (its role, program or sale), so
// nothing in the text can contradict its title, employer, place or pay.
import type { Company } from './companies.ts';
import { BENEFITS, KIND_PERKS } from './employers.ts';
import { describePay, type StructuredPay } from './pay.ts';
import type { Random } from './random.ts';
import type { Role } from './roles.ts';
import {
  type BUSINESSES_FOR_SALE,
  CLOSINGS,
  type EducationProgram,
  PROGRAM_CLOSINGS,
  type ProgramOffer,
  SALE_CLOSINGS,
  SALE_DETAILS,
} from './wording.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (html: string) => `<p>${html}</p>`;
const listItems = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a" before "Farm Manager", "an" before "Irrigation Specialist". */
export function articleFor(title: string): 'a' | 'an' {
  return /^[AEIOU]/i.test(title) ? 'an' : 'a';
}

/** "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Where the listing is, as the opening sentence says it; remote work names no place. */
export type Whereabouts = { kind: 'place'; text: string } | { kind: 'remote' };

function opening(company: Company, where: Whereabouts): string {
  const at = where.kind === 'place' ? ` in ${escapeHtml(where.text)}` : '';
  return paragraph(`${escapeHtml(company.name)} is ${company.profile.about}${at}. ${company.profile.detail}`);
}

/** Benefits a listing may name: the usual ones, plus the employer's own perks when on site. */
export function benefitsFor(random: Random, company: Company, remote: boolean, count: number): string[] {
  const perks = remote ? [] : (KIND_PERKS[company.kind.kind] ?? []);
  return random.sample([...BENEFITS, ...perks], count);
}

/** The pay text of paid work: the numbers, then what comes with them. */
export function paidText(random: Random, pay: StructuredPay, company: Company, remote: boolean): string {
  if (pay.period === 'year')
    return `${describePay(pay)} plus ${joinWords(benefitsFor(random, company, remote, 2))}`;
  return `${describePay(pay)}, depending on experience`;
}

/** What unpaid compensation reads as (decision 004's unpaid types). */
export function unpaidText(offers: readonly ProgramOffer[], stipendDollars: number): string {
  const words: Record<ProgramOffer, string> = {
    6: `a $${String(stipendDollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} monthly stipend`,
    7: 'shared housing',
    8: 'meals on workdays',
    9: 'academic credit',
  };
  return capitalise(joinWords(offers.map((o) => words[o])));
}

export function writeJobDescription(
  random: Random,
  input: { role: Role; company: Company; where: Whereabouts; remote: boolean },
): string {
  const { role, company, where, remote } = input;
  return [
    opening(company, where),
    remote
      ? paragraph(
          'This is a remote role: you can work from wherever you are, with video calls and a team that keeps in touch.',
        )
      : '',
    paragraph(
      `We are looking for ${articleFor(role.title)} <strong>${escapeHtml(role.title)}</strong> to join our team of ${random.int(3, 40)}.`,
    ),
    paragraph('<strong>What you will do</strong>'),
    listItems(random.sample(role.duties, random.int(3, Math.min(5, role.duties.length)))),
    paragraph('<strong>What we are looking for</strong>'),
    listItems(random.sample(role.skills, 3)),
    paragraph(`We offer ${joinWords(benefitsFor(random, company, remote, 2))}.`),
    paragraph(random.pick(CLOSINGS)),
  ].join('');
}

export function writeSaleDescription(
  random: Random,
  input: { sale: (typeof BUSINESSES_FOR_SALE)[number]; company: Company; where: Whereabouts },
): string {
  return [
    opening(input.company, input.where),
    paragraph(
      `<strong>${escapeHtml(input.sale.title)}.</strong> ${random.sample(SALE_DETAILS, 3).join(' ')}`,
    ),
    paragraph(random.pick(SALE_CLOSINGS)),
  ].join('');
}

export function writeProgramDescription(
  random: Random,
  input: { program: EducationProgram; company: Company; where: Whereabouts; online: boolean },
): string {
  const { program, company, where, online } = input;
  const format = online
    ? 'is taught online, with live video sessions and feedback from our teachers'
    : 'mixes hands-on practice with classroom sessions';
  return [
    opening(company, where),
    paragraph(
      `Our <strong>${escapeHtml(program.title)}</strong> runs for ${random.int(program.weeks[0], program.weeks[1])} weeks and ${format}.`,
    ),
    paragraph('<strong>What you will learn</strong>'),
    listItems(random.sample(program.learn, random.int(3, program.learn.length))),
    paragraph(random.pick(PROGRAM_CLOSINGS)),
  ].join('');
}
