import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  APPLICATION_KINDS,
  applicationFormSchema,
  COUNTRIES,
  SITE_PATHS,
  YEAR_GROUPS,
  type ApplicationForm as ApplicationValues,
} from '../../domain/contracts/site';
import { COMMS_PATHS, INVITE_FRAGMENT_KEY, type InvitePrefill } from '../../domain/contracts/office-comms';
import { translateRule } from '../../shell/lib/forms';
import { http } from '../../shell/lib/http';
import { currentLocale } from '../../shell/lib/i18n';
import { ChoiceGroup, Field } from './fields';
import { Confirmation, SiteForm, useSiteSubmission } from './submission';

type ApplicationInput = z.input<typeof applicationFormSchema>;
type Kind = ApplicationValues['kind'];

const FIELDS = [
  'kind',
  'organisation',
  'contactName',
  'role',
  'email',
  'phone',
  'postcode',
  'city',
  'country',
  'students',
  'yearGroups',
  'message',
  'acceptTerms',
] as const;

const schemaResolver = zodResolver(applicationFormSchema);
/**
 * The shared schema coerces the number of pupils, so an empty field reads as 0 and fails as "format";
 * for a visitor who simply left it empty, "required" says what is wrong.
 */
const resolver: Resolver<ApplicationInput, unknown, ApplicationValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const students = result.errors.students;
  if (students && String(values.students ?? '').trim() === '') students.message = 'required';
  return result;
};

function emptyForm(kind: Kind | undefined): DefaultValues<ApplicationInput> {
  return {
    kind,
    organisation: '',
    contactName: '',
    role: '',
    email: '',
    phone: '',
    postcode: '',
    city: '',
    country: currentLocale() === 'be' ? 'BE' : 'NL',
    students: '',
    yearGroups: [],
    message: '',
  };
}

/** The application form for a trial, a school licence or a home licence (?soort= preselects one). */
export default function ApplicationForm() {
  const { t } = useTranslation(['site', 'common']);
  const [params] = useSearchParams();
  const preselected = APPLICATION_KINDS.find((k) => k === params.get('soort'));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    trigger,
    getFieldState,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: emptyForm(preselected),
  });
  const {
    status,
    submit,
    onInvalid,
    formRef,
    reset: resetStatus,
  } = useSiteSubmission<ApplicationInput, ApplicationValues>(SITE_PATHS.application, FIELDS, setError);
  const error = (name: (typeof FIELDS)[number]) => translateRule(t, errors[name]?.message);
  const label = (name: string) => t(`form.application.${name}`);
  const kind = watch('kind');
  // Whether the organisation is required depends on the kind: re-check a shown error when it changes.
  useEffect(() => {
    if (getFieldState('organisation').error) void trigger('organisation');
  }, [kind, getFieldState, trigger]);

  // A friend invite's link carries its code in the fragment (#uitnodiging=...), which no server log
  // sees: fill in what the invite knows (empty fields only) and send the code with the application.
  useEffect(() => {
    const code = new URLSearchParams(window.location.hash.slice(1)).get(INVITE_FRAGMENT_KEY);
    if (!code) return;
    setValue('inviteCode', code);
    let cancelled = false;
    http
      .post<InvitePrefill>(COMMS_PATHS.invitePrefill, { code })
      .then(({ data }) => {
        if (cancelled) return;
        const fill = (name: 'contactName' | 'email' | 'organisation', value: string | null) => {
          if (value && !String(getValues(name) ?? '').trim()) setValue(name, value);
        };
        fill('contactName', data.name);
        fill('email', data.email);
        fill('organisation', data.schoolName);
      })
      // An unknown or old code: the visitor simply fills in the form.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [setValue, getValues]);

  if (status.state === 'done') {
    return (
      <Confirmation
        title={label('successTitle')}
        body={t(`form.application.successBody.${status.values.kind}`, { email: status.values.email })}
        again={label('again')}
        receipt={status.receipt}
        onAgain={() => {
          reset(emptyForm(preselected));
          resetStatus();
        }}
      />
    );
  }

  return (
    <SiteForm
      testId="application-form"
      formRef={formRef}
      onSubmit={handleSubmit(submit, onInvalid)}
      busy={isSubmitting}
      status={status}
      submitLabel={label('submit')}
    >
      <ChoiceGroup id="application-kind" legend={label('kind')} error={error('kind')} className="kind-choice">
        {(a11y) =>
          APPLICATION_KINDS.map((k) => (
            <label key={k} className="choice choice--card">
              <input {...a11y} type="radio" value={k} {...register('kind')} />
              <span>
                <strong>{label(`kinds.${k}`)}</strong>
                <span className="choice__hint">{label(`kindHints.${k}`)}</span>
              </span>
            </label>
          ))
        }
      </ChoiceGroup>
      <Field
        id="application-organisation"
        label={label('organisation')}
        hint={label('organisationHint')}
        error={error('organisation')}
        optional={kind === 'home'}
      >
        {(a11y) => <input {...a11y} type="text" autoComplete="organization" {...register('organisation')} />}
      </Field>
      <div className="form-row">
        <Field id="application-contactName" label={label('contactName')} error={error('contactName')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="name" {...register('contactName')} />}
        </Field>
        <Field
          id="application-role"
          label={label('role')}
          hint={label('roleHint')}
          error={error('role')}
          optional
        >
          {(a11y) => <input {...a11y} type="text" autoComplete="organization-title" {...register('role')} />}
        </Field>
      </div>
      <div className="form-row">
        <Field id="application-email" label={label('email')} error={error('email')}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field id="application-phone" label={label('phone')} error={error('phone')} optional>
          {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
      </div>
      <div className="form-row form-row--three">
        <Field
          id="application-postcode"
          label={label('postcode')}
          hint={label('postcodeHint')}
          error={error('postcode')}
        >
          {(a11y) => <input {...a11y} type="text" autoComplete="postal-code" {...register('postcode')} />}
        </Field>
        <Field id="application-city" label={label('city')} error={error('city')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="address-level2" {...register('city')} />}
        </Field>
        <Field id="application-country" label={label('country')} error={error('country')}>
          {(a11y) => (
            <select {...a11y} autoComplete="country" {...register('country')}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {label(`countries.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id="application-students"
        label={kind === 'home' ? label('studentsHome') : label('students')}
        error={error('students')}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            inputMode="numeric"
            className="input--short"
            {...register('students')}
          />
        )}
      </Field>
      <ChoiceGroup id="application-yearGroups" legend={label('yearGroups')} error={error('yearGroups')}>
        {(a11y) =>
          YEAR_GROUPS.map((g) => (
            <label key={g} className="choice">
              <input {...a11y} type="checkbox" value={g} {...register('yearGroups')} />
              <span>{t('form.application.yearGroup', { n: g, leerjaar: Number(g) - 2 })}</span>
            </label>
          ))
        }
      </ChoiceGroup>
      <Field id="application-message" label={label('message')} error={error('message')} optional>
        {(a11y) => <textarea {...a11y} rows={4} {...register('message')} />}
      </Field>
      <div className={`field${errors.acceptTerms ? ' field--invalid' : ''}`}>
        <label className="choice">
          <input
            type="checkbox"
            id="application-acceptTerms"
            aria-invalid={Boolean(errors.acceptTerms)}
            aria-describedby={errors.acceptTerms ? 'application-acceptTerms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>{label('acceptTerms')}</span>
        </label>
        {errors.acceptTerms && (
          <p id="application-acceptTerms-error" className="field__error">
            <span aria-hidden="true">⚠ </span>
            {error('acceptTerms')}
          </p>
        )}
      </div>
    </SiteForm>
  );
}
