import { useQuery } from '@tanstack/react-query';
import { OFFICE_ACCOUNT_PATHS, type SchoolLicence } from '../../../domain/contracts/office-accounts';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson } from '../../shared/queries';
import { schoolLicenceBe } from './texts.be';
import { schoolLicenceEn } from './texts.en';
import { schoolLicenceNl } from './texts.nl';

/** The `school-licence` namespace (licence screen and banner). */
export function registerSchoolLicenceTexts(): void {
  registerTranslations('school-licence', { nl: schoolLicenceNl, en: schoolLicenceEn, be: schoolLicenceBe });
}

export const licenceKey = (accountId: string) => ['school-licence', accountId] as const;

export function useSchoolLicence(accountId: string) {
  return useQuery({
    queryKey: licenceKey(accountId),
    queryFn: () => getJson<SchoolLicence>(OFFICE_ACCOUNT_PATHS.schoolLicence(accountId)),
    enabled: accountId !== '',
  });
}
