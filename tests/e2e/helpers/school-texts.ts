import { schoolEdexmlBe } from '../../../src/admin/school/edexml/texts.be';
import { schoolEdexmlEn } from '../../../src/admin/school/edexml/texts.en';
import { schoolEdexmlNl } from '../../../src/admin/school/edexml/texts.nl';
import { schoolGroupsBe } from '../../../src/admin/school/groups/texts.be';
import { schoolGroupsEn } from '../../../src/admin/school/groups/texts.en';
import { schoolGroupsNl } from '../../../src/admin/school/groups/texts.nl';
import { schoolInsightBe } from '../../../src/admin/school/insight/texts.be';
import { schoolInsightEn } from '../../../src/admin/school/insight/texts.en';
import { schoolInsightNl } from '../../../src/admin/school/insight/texts.nl';
import { schoolSettingsBe } from '../../../src/admin/school/settings/texts.be';
import { schoolSettingsEn } from '../../../src/admin/school/settings/texts.en';
import { schoolSettingsNl } from '../../../src/admin/school/settings/texts.nl';
import { schoolBe } from '../../../src/admin/school/shared/texts.be';
import { schoolEn } from '../../../src/admin/school/shared/texts.en';
import { schoolNl } from '../../../src/admin/school/shared/texts.nl';
import { schoolStudentsBe } from '../../../src/admin/school/students/texts.be';
import { schoolStudentsEn } from '../../../src/admin/school/students/texts.en';
import { schoolStudentsNl } from '../../../src/admin/school/students/texts.nl';
import { schoolTeachersBe } from '../../../src/admin/school/teachers/texts.be';
import { schoolTeachersEn } from '../../../src/admin/school/teachers/texts.en';
import { schoolTeachersNl } from '../../../src/admin/school/teachers/texts.nl';
import { schoolTrashBe } from '../../../src/admin/school/trash/texts.be';
import { schoolTrashEn } from '../../../src/admin/school/trash/texts.en';
import { schoolTrashNl } from '../../../src/admin/school/trash/texts.nl';

/** Objects merged key by key (the shared `groups` and `cards` beside a feature's own). */
function merge<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b)) {
    const old = out[key];
    out[key] =
      typeof old === 'object' && old !== null && typeof value === 'object' && value !== null
        ? merge(old as object, value as object)
        : value;
  }
  return out as A & B;
}

const all = <T extends object[]>(...parts: T) =>
  parts.reduce((a, b) => merge(a, b), {}) as UnionToIntersection<T[number]>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/**
 * The words of the school screens as the specs look for them: the area's shared namespace and every
 * feature's, side by side (each screen has its own namespace; the specs only need the words).
 */
export const schoolTextsNl = all(
  schoolNl,
  schoolGroupsNl,
  schoolStudentsNl,
  schoolEdexmlNl,
  schoolTeachersNl,
  schoolTrashNl,
  schoolInsightNl,
  schoolSettingsNl,
);
export const schoolTextsEn = all(
  schoolEn,
  schoolGroupsEn,
  schoolStudentsEn,
  schoolEdexmlEn,
  schoolTeachersEn,
  schoolTrashEn,
  schoolInsightEn,
  schoolSettingsEn,
);
export const schoolTextsBe = all(
  schoolBe,
  schoolGroupsBe,
  schoolStudentsBe,
  schoolEdexmlBe,
  schoolTeachersBe,
  schoolTrashBe,
  schoolInsightBe,
  schoolSettingsBe,
);
