/**
 * The currency pay is quoted in, by the job's country (ISO 3166 alpha-2), for structured data
 * (schema.org baseSalary). Only countries whose currency is certain are listed; for any other the
 * caller leaves the salary out rather than guess.
 */
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

const CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((code) => [code, 'EUR'])),
  // The United States and its territories.
  US: 'USD',
  PR: 'USD',
  GU: 'USD',
  VI: 'USD',
  AS: 'USD',
  MP: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  JP: 'JPY',
  IN: 'INR',
  BR: 'BRL',
  ZA: 'ZAR',
};

export function currencyOfCountry(countryCode: string | undefined): string | undefined {
  return countryCode ? CURRENCIES[countryCode.toUpperCase()] : undefined;
}
