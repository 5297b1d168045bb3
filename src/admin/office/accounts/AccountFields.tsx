import {
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { InputProps } from '@fluentui/react-components';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LICENCE_KINDS } from '../../../domain/contracts/office';
import {
  ACCOUNT_COUNTRY_VALUES,
  ACCOUNT_KIND_VALUES,
  parseLicenceOverlap,
} from '../../../domain/contracts/office-accounts';
import { translateRule } from '../../../shell/lib/forms';
import { formatDate } from '../../shared/format';

/** What the account forms hold while editing (text inputs; the shared zod schema parses them). */
export interface AccountFormValues {
  name: string;
  kind: 'school' | 'home';
  country: 'NL' | 'BE';
  brin: string;
  street: string;
  postcode: string;
  city: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  groupsEnabled?: boolean;
  licence?: LicenceFormValues;
  admin?: { name: string; email: string };
}

export interface LicenceFormValues {
  kind: 'trial' | 'school' | 'home';
  maxStudents: string | number;
  startsOn: string;
  endsOn: string;
}

export const useFormStyles = makeStyles({
  form: { display: 'grid', gap: '24px', maxWidth: '760px' },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px 16px 16px',
    margin: 0,
    display: 'grid',
    gap: '12px',
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: '0 4px' },
  row: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

/**
 * A field's message: a shared rule ("maxLength:100") or one of this form's server codes, maybe with
 * its argument ("licenceOverlap:2025-08-01..2026-07-31", the period it overlaps).
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const rule = translateRule(t, message);
  if (rule !== message) return rule;
  const overlap = parseLicenceOverlap(message);
  if (overlap)
    return t('form.errors.licenceOverlap', {
      from: formatDate(overlap.startsOn),
      to: formatDate(overlap.endsOn),
    });
  return t(`form.errors.${message.split(':')[0]}`, { defaultValue: t(`common:validation.format`) });
}

/** The paths the account forms have inputs for (their other errors are shown beside the buttons). */
export const ACCOUNT_DETAIL_FIELDS = [
  'name',
  'kind',
  'country',
  'brin',
  'street',
  'postcode',
  'city',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;
export const LICENCE_FIELDS = ['kind', 'maxStudents', 'startsOn', 'endsOn'] as const;

type AnyForm = UseFormReturn<AccountFormValues>;

/**
 * A Fluent Input bound to the form through a Controller: Fluent's Input keeps its own value state, so
 * a value set behind its back (react-hook-form's `register` writes the DOM) would be lost on the next
 * render (a default value, a form filled from an application).
 */
export function FormInput<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<InputProps, 'name' | 'value' | 'onChange' | 'form'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(_e, data) => field.onChange(data.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Name, kind, country, code, address and contact: the fields of creating and of editing. */
export function AccountDetailFields({ form }: { form: AnyForm }) {
  const { t } = useTranslation('office-accounts');
  const styles = useFormStyles();
  const errors = form.formState.errors;
  const country = form.watch('country');
  const kind = form.watch('kind');
  const msg = (m: string | undefined) => fieldMessage(t, m);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.details')}</legend>
        <Field label={t('form.name')} required validationMessage={msg(errors.name?.message)}>
          <FormInput control={form.control} name="name" autoComplete="organization" />
        </Field>
        <div className={styles.row}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Field label={t('form.kind')}>
                <RadioGroup
                  layout="horizontal"
                  value={field.value}
                  onChange={(_e, data) => field.onChange(data.value)}
                >
                  {ACCOUNT_KIND_VALUES.map((k) => (
                    <Radio key={k} value={k} label={t(`kinds.${k}`)} />
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Field label={t('form.country')}>
                <RadioGroup
                  layout="horizontal"
                  value={field.value}
                  onChange={(_e, data) => field.onChange(data.value)}
                >
                  {ACCOUNT_COUNTRY_VALUES.map((c) => (
                    <Radio key={c} value={c} label={t(`countries.${c}`)} />
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
        </div>
        <Field
          label={country === 'BE' ? t('form.brinBe') : t('form.brin')}
          required={kind === 'school'}
          hint={country === 'BE' ? t('form.brinHintBe') : t('form.brinHint')}
          validationMessage={msg(errors.brin?.message)}
        >
          <FormInput control={form.control} name="brin" autoComplete="off" />
        </Field>
        <Field label={t('form.street')} validationMessage={msg(errors.street?.message)}>
          <FormInput control={form.control} name="street" autoComplete="street-address" />
        </Field>
        <div className={styles.row}>
          <Field label={t('form.postcode')} validationMessage={msg(errors.postcode?.message)}>
            <FormInput control={form.control} name="postcode" autoComplete="postal-code" />
          </Field>
          <Field
            label={t('form.city')}
            required={kind === 'school'}
            validationMessage={msg(errors.city?.message)}
          >
            <FormInput control={form.control} name="city" autoComplete="address-level2" />
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.contact')}</legend>
        <Field label={t('form.contactName')} validationMessage={msg(errors.contactName?.message)}>
          <FormInput control={form.control} name="contactName" autoComplete="name" />
        </Field>
        <div className={styles.row}>
          <Field
            label={t('form.contactEmail')}
            required={kind === 'school'}
            validationMessage={msg(errors.contactEmail?.message)}
          >
            <FormInput control={form.control} name="contactEmail" type="email" autoComplete="email" />
          </Field>
          <Field label={t('form.contactPhone')} validationMessage={msg(errors.contactPhone?.message)}>
            <FormInput control={form.control} name="contactPhone" type="tel" autoComplete="tel" />
          </Field>
        </div>
      </fieldset>
    </>
  );
}

/** Kind, number of students and period of a licence; `prefix` is where they sit in the form. */
export function LicenceFields<T extends { licence?: LicenceFormValues } | LicenceFormValues>({
  form,
  prefix,
  maxStudentsHint,
}: {
  form: UseFormReturn<T>;
  prefix: '' | 'licence.';
  /** Under the number of students, e.g. how many the account has now. */
  maxStudentsHint?: string;
}) {
  const { t } = useTranslation('office-accounts');
  const styles = useFormStyles();
  // The two shapes share these paths; react-hook-form's path types cannot say so generically.
  const f = form as unknown as UseFormReturn<LicenceFormValues>;
  const all = form.formState.errors as FieldErrors<{ licence: LicenceFormValues } & LicenceFormValues>;
  const errors = (prefix ? all.licence : all) as FieldErrors<LicenceFormValues> | undefined;
  const name = (field: keyof LicenceFormValues) => `${prefix}${field}` as keyof LicenceFormValues;
  const msg = (m: string | undefined) => fieldMessage(t, m);
  return (
    <>
      <div className={styles.row}>
        <Controller
          control={f.control}
          name={name('kind')}
          render={({ field }) => (
            <Field label={t('form.licenceKind')} validationMessage={msg(errors?.kind?.message)}>
              <Dropdown
                value={t(`licenceKinds.${String(field.value)}`)}
                selectedOptions={[String(field.value)]}
                onOptionSelect={(_e, data) => field.onChange(data.optionValue)}
              >
                {LICENCE_KINDS.map((k) => (
                  <Option key={k} value={k}>
                    {t(`licenceKinds.${k}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
        />
        <Field
          label={t('form.maxStudents')}
          required
          hint={maxStudentsHint}
          validationMessage={msg(errors?.maxStudents?.message)}
        >
          <FormInput
            control={f.control}
            name={name('maxStudents')}
            type="number"
            min={0}
            inputMode="numeric"
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('form.startsOn')} required validationMessage={msg(errors?.startsOn?.message)}>
          <FormInput control={f.control} name={name('startsOn')} type="date" />
        </Field>
        <Field label={t('form.endsOn')} required validationMessage={msg(errors?.endsOn?.message)}>
          <FormInput control={f.control} name={name('endsOn')} type="date" />
        </Field>
      </div>
    </>
  );
}

export const emptyAccountValues = (): AccountFormValues => ({
  name: '',
  kind: 'school',
  country: 'NL',
  brin: '',
  street: '',
  postcode: '',
  city: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
});
