import { describe, expect, it } from 'vitest';
import { schoolCodeBase } from './school-codes';

describe('schoolCodeBase', () => {
  it.each([
    ['Basisschool De Regenboog', 'regenboog'],
    ['OBS De Regenboog', 'regenboog'],
    ['cbs het Kompas', 'kompas'],
    ['RKBS Sint Maarten', 'sintmaarten'],
    ['Ecole Élan', 'ecoleelan'],
    ['De School', 'deschool'],
    ['!!!', 'school'],
    ['Kindcentrum Supercalifragilisticexpialidocious', 'supercalifragilisticexpi'],
    ['Gemeentelijke Basisschool De Wonderwijzer van Sint-Pieters-Leeuw', 'wonderwijzersintpieters'],
  ])('%s -> %s', (name, code) => {
    const base = schoolCodeBase(name);
    expect(base).toBe(code);
    expect(base).toMatch(/^[a-z0-9]{1,24}$/);
  });
});
