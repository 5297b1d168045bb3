import { Field, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentStatus, ContentVersion, PublishBody } from '../../../../domain/contracts/content';
import { FormDialog } from '../../../shared/FormDialog';
import { useDiscardDraft, usePublishContent } from './api';
import { ChangeList } from './ChangeList';
import { FormTextarea } from '../../../shared/FormInput';

const useStyles = makeStyles({
  problems: { margin: 0, paddingLeft: '20px', color: tokens.colorPaletteRedForeground1 },
});

/** The drafts waiting, what stops them (if anything), a note, and Publish. */
export function PublishDialog({
  status,
  onPublished,
  onDiscarded,
  onClose,
}: {
  status: ContentStatus;
  onPublished: (version: ContentVersion) => void;
  onDiscarded: (item: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('office-content');
  const styles = useStyles();
  const form = useForm<PublishBody>({ defaultValues: { note: '' } });
  const publish = usePublishContent();
  const discard = useDiscardDraft();
  const blocked = status.problems.length > 0;
  return (
    <FormDialog
      title={t('content.publishTitle')}
      text={t('content.publishText')}
      form={form}
      fields={['note']}
      mutation={publish}
      onSaved={onPublished}
      submitLabel={t('content.publish')}
      errorKeys="content.errors"
      t={t}
      onClose={onClose}
      submitDisabled={blocked}
    >
      <ChangeList
        changes={status.drafts}
        busy={discard.isPending}
        onDiscard={(change) =>
          discard.mutate(
            { kind: change.kind, id: change.id },
            { onSuccess: () => onDiscarded(`${t(`content.kinds.${change.kind}`)} ${change.id}`) },
          )
        }
      />
      {blocked && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('content.problemsTitle')}
            <ul className={styles.problems}>
              {status.problems.map((problem) => (
                <li key={`${problem.kind}:${problem.id}:${problem.field}:${problem.reason}`}>
                  {problem.message}
                </li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('content.note')}>
        <FormTextarea control={form.control} name="note" maxLength={500} resize="vertical" />
      </Field>
    </FormDialog>
  );
}
