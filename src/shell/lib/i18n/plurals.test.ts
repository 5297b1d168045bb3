import { describe, expect, it } from 'vitest';
import { i18n, initI18n, registerTranslations } from './index';

describe('Belgian Dutch plurals', () => {
  it('count like Dutch (the code `be` is Belarusian to Intl): one, other, and the Belgian text', () => {
    initI18n('be');
    registerTranslations('plurals-test', {
      nl: { day_one: '{{count}} dag', day_other: '{{count}} dagen' },
      en: { day_one: '{{count}} day', day_other: '{{count}} days' },
      be: { day_one: '{{count}} dag (be)', day_other: '{{count}} dagen (be)' },
    });
    const t = (count: number) => i18n.t('day', { count, ns: 'plurals-test' });
    expect(t(1)).toBe('1 dag (be)');
    expect(t(2)).toBe('2 dagen (be)');
    expect(t(3)).toBe('3 dagen (be)');
    expect(t(21)).toBe('21 dagen (be)');
    expect(t(0)).toBe('0 dagen (be)');
  });
});
