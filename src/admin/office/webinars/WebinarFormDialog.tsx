import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { webinarBodySchema, type Webinar } from '../../../domain/contracts/office-comms';
import { applyServerFieldErrors, translateRule } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { FormErrors } from '../../shared/FormErrors';
import { useSaveWebinar, useWebinarsScreen } from './api';
import { FormInput, FormTextarea } from '../../shared/FormInput';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px' },
  row: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  },
});

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

const formSchema = webinarBodySchema.omit({ startsAt: true }).extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'required'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'required'),
});
type FormInput = z.input<typeof formSchema>;
/** The form's inputs; the server's `startsAt` is shown on the date. */
const FIELDS = ['title', 'description', 'date', 'time', 'durationMinutes', 'places', 'url'];
const SHOWN = [...FIELDS, 'startsAt'];
type FormValues = z.output<typeof formSchema>;

/** Plans a webinar, or changes one; the server's refusals land on their field. */
export function WebinarFormDialog({
  open,
  webinar,
  onDone,
  onClose,
}: {
  open: boolean;
  webinar?: Webinar;
  onDone: (saved: Webinar) => void;
  onClose: () => void;
}) {
  const { t } = useWebinarsScreen();
  const styles = useStyles();
  const starts = webinar ? new Date(webinar.startsAt) : null;
  const originalStart = webinar?.startsAt;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(
      formSchema.superRefine((v, ctx) => {
        const at = new Date(`${v.date}T${v.time}`);
        const unchanged = originalStart && at.getTime() === new Date(originalStart).getTime();
        if (!unchanged && !Number.isNaN(at.getTime()) && at.getTime() <= Date.now())
          ctx.addIssue({ code: 'custom', path: ['date'], message: 'notInFuture' });
      }),
    ),
    defaultValues: {
      title: webinar?.title ?? '',
      description: webinar?.description ?? '',
      date: starts ? localDate(starts) : '',
      time: starts ? localTime(starts) : '',
      durationMinutes: webinar?.durationMinutes ?? 45,
      url: webinar?.url ?? '',
      places: webinar?.places ?? 30,
    },
  });
  const save = useSaveWebinar(webinar);
  const submit = ({ date, time, ...rest }: FormValues) =>
    save.mutate(
      { ...rest, startsAt: new Date(`${date}T${time}`).toISOString() },
      {
        onSuccess: onDone,
        onError: (error) => {
          const errors = fieldErrorsOfResponse(error);
          if (errors?.startsAt) form.setError('date', { type: 'server', message: errors.startsAt });
          applyServerFieldErrors(error, form.setError, FIELDS);
        },
      },
    );
  const message = (m: string | undefined) => {
    if (!m) return undefined;
    const [code, arg] = m.split(':');
    const own = t(`errors.${code}`, { defaultValue: '', 0: arg });
    return own || translateRule(t, m);
  };
  const errors = form.formState.errors;

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={form.handleSubmit(submit)} noValidate>
          <DialogBody>
            <DialogTitle>
              {webinar ? t('webinars.form.editTitle') : t('webinars.form.createTitle')}
            </DialogTitle>
            <DialogContent className={styles.content}>
              <Field
                label={t('webinars.form.title')}
                required
                validationMessage={message(errors.title?.message)}
              >
                <FormInput control={form.control} name="title" />
              </Field>
              <Field
                label={t('webinars.form.description')}
                hint={t('webinars.form.descriptionHint')}
                validationMessage={message(errors.description?.message)}
              >
                <FormTextarea control={form.control} name="description" rows={3} resize="vertical" />
              </Field>
              <div className={styles.row}>
                <Field
                  label={t('webinars.form.date')}
                  required
                  validationMessage={message(errors.date?.message)}
                >
                  <FormInput type="date" control={form.control} name="date" />
                </Field>
                <Field
                  label={t('webinars.form.time')}
                  required
                  validationMessage={message(errors.time?.message)}
                >
                  <FormInput type="time" control={form.control} name="time" />
                </Field>
              </div>
              <div className={styles.row}>
                <Field
                  label={t('webinars.form.duration')}
                  required
                  validationMessage={message(errors.durationMinutes?.message)}
                >
                  <FormInput type="number" min={10} max={480} control={form.control} name="durationMinutes" />
                </Field>
                <Field
                  label={t('webinars.form.places')}
                  required
                  validationMessage={message(errors.places?.message)}
                >
                  <FormInput type="number" min={1} max={1000} control={form.control} name="places" />
                </Field>
              </div>
              <Field
                label={t('webinars.form.url')}
                required
                hint={t('webinars.form.urlHint')}
                validationMessage={message(errors.url?.message)}
              >
                <FormInput
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  control={form.control}
                  name="url"
                />
              </Field>
              <FormErrors errors={errors} fields={SHOWN} mutation={save} translate={message} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {webinar ? t('common:admin.save') : t('webinars.form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
