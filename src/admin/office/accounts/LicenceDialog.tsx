import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Licence } from '../../../domain/contracts/office';
import {
  licenceInputOf,
  licenceInputSchema,
  type AccountDetail,
} from '../../../domain/contracts/office-accounts';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { FormErrors } from '../../shared/FormErrors';
import { fieldMessage, LICENCE_FIELDS, LicenceFields, type LicenceFormValues } from './AccountFields';
import { useSaveLicence } from './api';

const useStyles = makeStyles({ content: { display: 'grid', gap: '12px' } });

/**
 * Adds a licence period to an account, or changes one. The body holds the licence's fields only: the
 * id of a changed licence is in the path. Every refusal shows: on its field (a period that overlaps
 * another names that period), or beside the buttons.
 */
export function LicenceDialog({
  account,
  licence,
  onDone,
  onClose,
}: {
  account: AccountDetail;
  licence?: Licence;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office-accounts');
  const styles = useStyles();
  const last = account.licences.at(-1);
  const form = useForm<LicenceFormValues>({
    resolver: zodResolver(licenceInputSchema) as unknown as Resolver<LicenceFormValues>,
    defaultValues: licence
      ? { ...licenceInputOf(licence), maxStudents: String(licence.maxStudents) }
      : {
          kind: account.kind === 'home' ? 'home' : 'school',
          maxStudents: String(last?.maxStudents ?? 30),
          startsOn: '',
          endsOn: '',
        },
  });
  const save = useSaveLicence(account.id, licence);
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate(values, {
              onSuccess: () => onDone(),
              onError: (error) => applyServerFieldErrors(error, form.setError, LICENCE_FIELDS),
            }),
          )}
        >
          <DialogBody>
            <DialogTitle>{licence ? t('licences.editTitle') : t('licences.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              <LicenceFields
                form={form}
                prefix=""
                maxStudentsHint={t('licences.studentsNow', { count: account.studentsUsed })}
              />
              <FormErrors
                errors={form.formState.errors}
                fields={LICENCE_FIELDS}
                mutation={save}
                translate={(m) => fieldMessage(t, m)}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {licence ? t('licences.editSubmit') : t('licences.addSubmit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
