import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COUNTRIES } from '../../../domain/contracts/site';
import { LICENCE_STATES } from '../../../domain/contracts/office';
import { COMMS_PATHS, messageBodySchema, type SentMessage } from '../../../domain/contracts/office-comms';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { FormErrors } from '../../shared/FormErrors';
import { sendJson } from '../../shared/queries';
import { messageKeys, useRecipientSearch } from './api';
import { FormInput, FormTextarea } from '../../shared/FormInput';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px' },
  options: { display: 'flex', flexWrap: 'wrap', columnGap: '16px' },
  fieldset: { border: 0, padding: 0, margin: 0, minWidth: 0 },
  legend: { fontWeight: 600, marginBottom: '4px', padding: 0 },
  surface: { width: 'min(640px, 100%)' },
});

const formSchema = z.object({
  title: z.string(),
  body: z.string(),
  kind: z.enum(['all', 'selection', 'account']),
  countries: z.array(z.enum(COUNTRIES)),
  licenceStates: z.array(z.enum(LICENCE_STATES)),
  accountId: z.string(),
});
type FormValues = z.infer<typeof formSchema>;
/** The fields that show a message; the server's audience errors are shown on them. */
const FIELDS = ['kind', 'accountId', 'title', 'body'];
const SHOWN = [...FIELDS, 'audience', 'audience.accountId'];

function toBody(v: FormValues) {
  const audience =
    v.kind === 'all'
      ? { kind: 'all' as const }
      : v.kind === 'selection'
        ? { kind: 'selection' as const, countries: v.countries, licenceStates: v.licenceStates }
        : { kind: 'account' as const, accountId: v.accountId };
  return { title: v.title, body: v.body, audience };
}

/**
 * Writes a message: subject, text and audience (all schools, a selection by country and/or licence
 * state, or one account found by name). Checked with the server's schema; its refusals land on the field.
 */
export function ComposeDialog({
  open,
  onDone,
  onClose,
}: {
  open: boolean;
  onDone: (sent: SentMessage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['office-comms', 'common']);
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const found = useRecipientSearch(search);
  const form = useForm<FormValues>({
    resolver: async (values, context, options) => {
      const base = await zodResolver(formSchema)(values, context, options);
      const parsed = messageBodySchema.safeParse(toBody(values));
      if (parsed.success) return base;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const key = path === 'audience.accountId' ? 'accountId' : path.startsWith('audience') ? 'kind' : path;
        errors[key] ??= {
          type: 'validate',
          message: key === 'accountId' ? 'audienceAccount' : issue.message,
        };
      }
      return { values: {}, errors } as never;
    },
    defaultValues: { title: '', body: '', kind: 'all', countries: [], licenceStates: [], accountId: '' },
  });
  const send = useMutation({
    mutationFn: (values: FormValues) =>
      sendJson<SentMessage>('post', COMMS_PATHS.officeMessages, toBody(values)),
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      onDone(sent);
    },
    onError: (error) => {
      const errors = fieldErrorsOfResponse(error);
      if (errors?.audience) form.setError('kind', { type: 'server', message: errors.audience });
      if (errors?.['audience.accountId'])
        form.setError('accountId', { type: 'server', message: errors['audience.accountId'] });
      applyServerFieldErrors(error, form.setError, FIELDS);
    },
  });
  const message = (m: string | undefined) => {
    if (!m) return undefined;
    const [code] = m.split(':');
    return t(`errors.${code}`, { defaultValue: '' }) || translateRule(t, m);
  };
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>{t('messages.compose')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Field
                    label={t('messages.form.audience')}
                    validationMessage={message(errors.kind?.message)}
                  >
                    <RadioGroup
                      layout="horizontal"
                      value={field.value}
                      onChange={(_e, data) => field.onChange(data.value)}
                    >
                      <Radio value="all" label={t('messages.audience.all')} />
                      <Radio value="selection" label={t('messages.audience.selection')} />
                      <Radio value="account" label={t('messages.audience.account')} />
                    </RadioGroup>
                  </Field>
                )}
              />
              {kind === 'selection' && (
                <>
                  <p style={{ margin: 0 }}>{t('messages.audience.selectionHint')}</p>
                  <Controller
                    control={form.control}
                    name="countries"
                    render={({ field }) => (
                      <fieldset className={styles.fieldset}>
                        <legend className={styles.legend}>{t('messages.audience.countries')}</legend>
                        <div className={styles.options}>
                          {COUNTRIES.map((c) => (
                            <Checkbox
                              key={c}
                              label={t(`messages.audience.${c}`)}
                              checked={field.value.includes(c)}
                              onChange={(_e, d) => field.onChange(toggle(field.value, c, Boolean(d.checked)))}
                            />
                          ))}
                        </div>
                      </fieldset>
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="licenceStates"
                    render={({ field }) => (
                      <fieldset className={styles.fieldset}>
                        <legend className={styles.legend}>{t('messages.audience.licenceStates')}</legend>
                        <div className={styles.options}>
                          {LICENCE_STATES.map((s) => (
                            <Checkbox
                              key={s}
                              label={t(`messages.audience.states.${s}`)}
                              checked={field.value.includes(s)}
                              onChange={(_e, d) => field.onChange(toggle(field.value, s, Boolean(d.checked)))}
                            />
                          ))}
                        </div>
                      </fieldset>
                    )}
                  />
                </>
              )}
              {kind === 'account' && (
                <Controller
                  control={form.control}
                  name="accountId"
                  render={({ field }) => (
                    <>
                      <Field
                        label={t('messages.audience.search')}
                        hint={
                          search.trim().length >= 2 && found.data?.accounts.length === 0
                            ? t('messages.audience.noMatch')
                            : t('messages.audience.searchHint')
                        }
                        validationMessage={message(errors.accountId?.message)}
                      >
                        <Input type="search" value={search} onChange={(_e, data) => setSearch(data.value)} />
                      </Field>
                      {search.trim().length >= 2 && (found.data?.accounts.length ?? 0) > 0 && (
                        <RadioGroup
                          aria-label={t('messages.audience.results')}
                          value={field.value}
                          onChange={(_e, data) => field.onChange(data.value)}
                        >
                          {found.data!.accounts.map((a) => (
                            <Radio key={a.id} value={a.id} label={`${a.name} (${a.country})`} />
                          ))}
                        </RadioGroup>
                      )}
                    </>
                  )}
                />
              )}
              <Field
                label={t('messages.form.title')}
                required
                validationMessage={message(errors.title?.message)}
              >
                <FormInput control={form.control} name="title" />
              </Field>
              <Field
                label={t('messages.form.body')}
                required
                validationMessage={message(errors.body?.message)}
              >
                <FormTextarea control={form.control} name="body" rows={6} resize="vertical" />
              </Field>
              <FormErrors errors={errors} fields={SHOWN} mutation={send} translate={message} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={send.isPending}>
                {t('messages.form.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
