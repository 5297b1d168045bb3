import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { parseSumCsv } from '../../../domain';
import type { CollectionDetail } from '../../../domain/contracts/content-line';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import {
  useCollectionsScreen,
  useCreateCollection,
  useRenameCollection,
  type CollectionFormValues,
} from './api';
import { FormInput, FormTextarea } from '../../shared/FormInput';

const ERRORS = 'errors';
const text = z.string().trim().min(1, 'required').max(200, 'maxLength:200');
const keysOf = (sums: string) => [...parseSumCsv(sums).keys];

/** Adds a collection with its first sums, or renames one (`collection`). */
export function CollectionFormDialog({
  collection,
  onSaved,
  onClose,
}: {
  collection?: CollectionDetail;
  onSaved: (saved: CollectionDetail) => void;
  onClose: () => void;
}) {
  const { t } = useCollectionsScreen();
  const schema = z
    .object({ name: z.object({ nl: text, en: text }), sums: z.string() })
    .superRefine((values, ctx) => {
      if (collection) return;
      const { keys, problems } = parseSumCsv(values.sums);
      if (problems.length)
        ctx.addIssue({
          code: 'custom',
          path: ['sums'],
          message: t('errors.lines', { lines: problems.map((p) => p.line).join(', ') }),
        });
      else if (!keys.length) ctx.addIssue({ code: 'custom', path: ['sums'], message: 'noSums' });
    });
  const form = useForm<CollectionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: { nl: collection?.name.nl ?? '', en: collection?.name.en ?? '' }, sums: '' },
  });
  const create = useCreateCollection(keysOf);
  const rename = useRenameCollection(collection);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={collection ? t('form.renameTitle', { name: collection.name.nl }) : t('form.addTitle')}
      text={t('form.text')}
      form={form}
      fields={collection ? ['name.nl', 'name.en'] : ['name.nl', 'name.en', 'sums', 'sumKeys']}
      mutation={collection ? rename : create}
      onSaved={onSaved}
      submitLabel={t('form.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('form.nameNl')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.nl?.message)}
      >
        <FormInput control={form.control} name="name.nl" autoComplete="off" />
      </Field>
      <Field
        label={t('form.nameEn')}
        required
        validationMessage={fieldMessage(t, ERRORS, errors.name?.en?.message)}
      >
        <FormInput control={form.control} name="name.en" autoComplete="off" />
      </Field>
      {!collection && (
        <Field
          label={t('form.sums')}
          hint={t('form.sumsHint')}
          required
          validationMessage={fieldMessage(t, ERRORS, errors.sums?.message)}
        >
          <FormTextarea control={form.control} name="sums" rows={6} resize="vertical" />
        </Field>
      )}
    </FormDialog>
  );
}
