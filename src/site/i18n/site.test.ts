import { describe, expect, it } from 'vitest';
import { ABOUT_PAGES } from '../topics';
import { siteBe } from './site.be';
import { siteEn } from './site.en';
import { siteNl } from './site.nl';

/** Every leaf (string or list of strings) by dotted key. */
function leaves(value: unknown, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  if (typeof value === 'string' || Array.isArray(value)) {
    out.set(prefix, value as string | string[]);
    return out;
  }
  for (const [key, child] of Object.entries(value as object)) {
    for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const nl = leaves(siteNl);
const en = leaves(siteEn);
const be = leaves(siteBe);
/** Words for a class of children; "groepje" (a small group) is the same in Flanders. */
const CLASS_WORD = /\bgroep(en)?\b|groeps/i;

describe('site texts', () => {
  it('English has exactly the Dutch keys, and no empty texts', () => {
    expect([...en.keys()].sort()).toEqual([...nl.keys()].sort());
    for (const [key, value] of en) {
      const texts = Array.isArray(value) ? value : [value];
      expect(
        texts.every((t) => t.trim().length > 0),
        key,
      ).toBe(true);
    }
  });

  it('Belgian Dutch only overrides keys that exist in Dutch', () => {
    for (const key of be.keys()) expect(nl.has(key), key).toBe(true);
  });

  it('Belgian Dutch overrides every Dutch text that speaks of groepen, and says klas instead', () => {
    const missing = [...nl]
      .filter(([, value]) => (Array.isArray(value) ? value : [value]).some((t) => CLASS_WORD.test(t)))
      .map(([key]) => key)
      .filter((key) => !be.has(key));
    expect(missing).toEqual([]);
    for (const [key, value] of be) {
      const texts = Array.isArray(value) ? value : [value];
      expect(
        texts.some((t) => CLASS_WORD.test(t)),
        key,
      ).toBe(false);
    }
  });

  it('the home page presents every topic page, and the FAQ has at least ten answered questions', () => {
    expect(Object.keys(siteNl.home.features).sort()).toEqual([...ABOUT_PAGES].sort());
    expect(Object.keys(siteNl.faq.items).length).toBeGreaterThanOrEqual(10);
  });

  it('prices are stated excluding VAT', () => {
    for (const plan of [siteNl.prices.plans.school, siteNl.prices.plans.home]) {
      expect(plan.unit).toContain('excl. btw');
    }
    for (const plan of [siteEn.prices.plans.school, siteEn.prices.plans.home]) {
      expect(plan.unit).toContain('excl. VAT');
    }
  });
});
