import { Button, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createAccountBodySchema } from '../../../domain/contracts/office-accounts';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { FormErrors } from '../../shared/FormErrors';
import { LinkButton } from '../../shared/LinkButton';
import { QueryProvider } from '../../shared/queries';
import { ErrorState, LoadingState } from '../../shared/States';
import {
  ACCOUNT_DETAIL_FIELDS,
  AccountDetailFields,
  emptyAccountValues,
  fieldMessage,
  FormInput,
  LICENCE_FIELDS,
  LicenceFields,
  useFormStyles,
  type AccountFormValues,
} from './AccountFields';
import { dayOf } from '../../../domain/school-day';
import { useApplication, useCreateAccount } from './api';
import { registerOfficeAccountTexts } from './i18n';

registerOfficeAccountTexts();

const addDays = (days: number) => dayOf(Date.now() + days * 86_400_000);

/** The paths the form has inputs for. */
const CREATE_FIELDS = [
  ...ACCOUNT_DETAIL_FIELDS,
  ...LICENCE_FIELDS.map((f) => `licence.${f}`),
  'admin.name',
  'admin.email',
];

/** o-account-aanmaken: a new school with its first licence and schooladmin; `?aanvraag=<id>` fills it in. */
export function CreateAccountPage() {
  return (
    <QueryProvider>
      <CreateAccountScreen />
    </QueryProvider>
  );
}

function CreateAccountScreen() {
  const { t } = useTranslation('office-accounts');
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applicationId = params.get('aanvraag');
  const application = useApplication(applicationId);
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(createAccountBodySchema) as unknown as Resolver<AccountFormValues>,
    defaultValues: {
      ...emptyAccountValues(),
      licence: { kind: 'trial', maxStudents: '30', startsOn: addDays(0), endsOn: addDays(30) },
      admin: { name: '', email: '' },
    },
  });
  const prefill = application.data?.prefill;
  useEffect(() => {
    if (!prefill) return;
    form.reset({
      ...emptyAccountValues(),
      ...prefill,
      licence: { ...prefill.licence, maxStudents: String(prefill.licence.maxStudents) },
    });
  }, [prefill, form]);

  const save = useCreateAccount(applicationId);
  const errors = form.formState.errors;
  const msg = (m: string | undefined) => fieldMessage(t, m);
  const title = applicationId ? t('form.fromApplicationTitle') : t('form.createTitle');
  const crumbs = [{ label: t('list.title'), to: href('o-accounts') }, { label: title }];

  if (applicationId && application.isPending) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <LoadingState />
      </AdminPage>
    );
  }
  if (applicationId && application.isError) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      </AdminPage>
    );
  }
  const handled = application.data?.handledAt ? application.data : null;
  return (
    <AdminPage
      title={title}
      crumbs={crumbs}
      intro={
        application.data ? t('form.fromApplicationIntro', { name: application.data.name }) : t('form.intro')
      }
    >
      {handled ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('form.applicationHandled')}{' '}
            {handled.accountId && (
              <LinkButton to={href('o-account-bewerken', { accountId: handled.accountId })}>
                {t('form.openAccount')}
              </LinkButton>
            )}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate(values, {
              onSuccess: (made) =>
                void navigate(href('o-account-bewerken', { accountId: made.id }), {
                  state: { notice: t('form.created', { name: values.name, email: values.admin?.email }) },
                }),
              onError: (error) => applyServerFieldErrors(error, form.setError, CREATE_FIELDS),
            }),
          )}
        >
          <AccountDetailFields form={form} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('form.licence')}</legend>
            <LicenceFields form={form} prefix="licence." />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('form.admin')}</legend>
            <div className={styles.row}>
              <Field
                label={t('form.adminName')}
                required
                validationMessage={msg(errors.admin?.name?.message)}
              >
                <FormInput control={form.control} name="admin.name" autoComplete="off" />
              </Field>
              <Field
                label={t('form.adminEmail')}
                required
                hint={t('form.adminHint')}
                validationMessage={msg(errors.admin?.email?.message)}
              >
                <FormInput control={form.control} name="admin.email" type="email" autoComplete="off" />
              </Field>
            </div>
          </fieldset>
          <FormErrors errors={errors} fields={CREATE_FIELDS} mutation={save} translate={msg} />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending}>
              {t('form.submit')}
            </Button>
            <LinkButton to={href('o-accounts')}>{t('common:admin.cancel')}</LinkButton>
          </div>
        </form>
      )}
    </AdminPage>
  );
}
