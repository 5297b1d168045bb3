import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SITE_PATHS,
  contactFormSchema,
  type ContactForm as ContactFormValues,
} from '../../domain/contracts/site';
import { translateRule } from '../../shell/lib/forms';
import { Field } from './fields';
import { Confirmation, SiteForm, useSiteSubmission } from './submission';

type ContactInput = z.input<typeof contactFormSchema>;

const FIELDS = ['name', 'email', 'school', 'phone', 'subject', 'message'] as const;
const SUBJECTS = ['question', 'demo', 'support', 'other'] as const;
const EMPTY: DefaultValues<ContactInput> = { name: '', email: '', school: '', phone: '', message: '' };

/** The contact form: validated with the shared schema on blur and on submit, sent to the site API. */
export default function ContactForm() {
  const { t } = useTranslation(['site', 'common']);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const {
    status,
    submit,
    onInvalid,
    formRef,
    reset: resetStatus,
  } = useSiteSubmission<ContactInput, ContactFormValues>(SITE_PATHS.contact, FIELDS, setError);
  const error = (name: (typeof FIELDS)[number]) => translateRule(t, errors[name]?.message);
  const label = (name: string) => t(`form.contact.${name}`);

  if (status.state === 'done') {
    return (
      <Confirmation
        title={label('successTitle')}
        body={t('form.contact.successBody', { email: status.values.email })}
        again={label('again')}
        receipt={status.receipt}
        onAgain={() => {
          reset(EMPTY);
          resetStatus();
        }}
      />
    );
  }

  return (
    <SiteForm
      testId="contact-form"
      formRef={formRef}
      onSubmit={handleSubmit(submit, onInvalid)}
      busy={isSubmitting}
      status={status}
      submitLabel={label('submit')}
    >
      <div className="form-row">
        <Field id="contact-name" label={label('name')} error={error('name')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field id="contact-email" label={label('email')} error={error('email')}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <div className="form-row">
        <Field id="contact-school" label={label('school')} error={error('school')} optional>
          {(a11y) => <input {...a11y} type="text" autoComplete="organization" {...register('school')} />}
        </Field>
        <Field id="contact-phone" label={label('phone')} error={error('phone')} optional>
          {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
      </div>
      <Field id="contact-subject" label={label('subject')} error={error('subject')}>
        {(a11y) => (
          <select {...a11y} {...register('subject')}>
            <option value="">{label('subjectChoose')}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {label(`subjects.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="contact-message"
        label={label('message')}
        hint={label('messageHint')}
        error={error('message')}
      >
        {(a11y) => <textarea {...a11y} rows={6} {...register('message')} />}
      </Field>
    </SiteForm>
  );
}
