const UNITS = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'];
const TEENS = [
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const TENS = [
  '',
  'tien',
  'twintig',
  'dertig',
  'veertig',
  'vijftig',
  'zestig',
  'zeventig',
  'tachtig',
  'negentig',
];

function below100(n: number): string {
  if (n < 10) return UNITS[n] ?? '';
  if (n < 20) return TEENS[n - 10] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return tens;
  const unitWord = UNITS[unit] ?? '';
  // 'en' gets a diaeresis after a vowel ending: tweeëntwintig, drieëntwintig.
  const joiner = unitWord.endsWith('e') ? 'ën' : 'en';
  return `${unitWord}${joiner}${tens}`;
}

function below1000(n: number): string {
  if (n < 100) return below100(n);
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 1 ? 'honderd' : `${UNITS[hundreds] ?? ''}honderd`;
  return rest === 0 ? head : `${head}${below100(rest)}`;
}

/**
 * Dutch number words as used in reading sums aloud: 7 `zeven`, 22 `tweeëntwintig`,
 * 135 `honderdvijfendertig`, 2500 `tweeduizend vijfhonderd`. Whole numbers 0 to 999 999.
 */
export function dutchNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) return String(n);
  if (n < 1000) return below1000(n);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 1 ? 'duizend' : `${below1000(thousands)}duizend`;
  return rest === 0 ? head : `${head} ${below1000(rest)}`;
}

/** Dutch spoken amount: 375 cents `drie euro vijfenzeventig`, 50 `vijftig cent`, 200 `twee euro`. */
export function dutchAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (euros === 0) return `${dutchNumber(rest)} cent`;
  if (rest === 0) return `${dutchNumber(euros)} euro`;
  return `${dutchNumber(euros)} euro ${dutchNumber(rest)}`;
}

/** Written amount in Dutch notation: 375 `€ 3,75`, 500 `€ 5,00`. */
export function formatEuro(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `€ ${euros},${rest}`;
}
