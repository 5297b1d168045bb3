import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { SupportStudent } from '../../../domain/contracts/office-support';
import { translateRule } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { ErrorState, LoadingState } from '../../shared/States';
import { useMoveStudent, useStudentGroups, useStudentsScreen } from './api';

/** Moves a student to another class of their own account (the server refuses any other). */
export function MoveStudentDialog({
  student,
  onClose,
  onDone,
}: {
  student: SupportStudent;
  onClose: () => void;
  onDone: (groupName: string) => void;
}) {
  const { t } = useStudentsScreen();
  const groups = useStudentGroups(student.id);
  const [groupId, setGroupId] = useState('');
  const [missing, setMissing] = useState(false);
  const move = useMoveStudent(student);
  const others = (groups.data?.groups ?? []).filter((g) => g.id !== student.group?.id);
  const serverField = fieldErrorsOfResponse(move.error)?.groupId;
  const fieldMessage = missing
    ? translateRule(t, 'required')
    : serverField
      ? translateRule(t, serverField)
      : undefined;
  const names = { name: student.displayName, account: student.account.name };

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(!groupId);
            if (groupId) move.mutate(groupId, { onSuccess: (saved) => onDone(saved.group?.name ?? '') });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('students.moveTitle', names)}</DialogTitle>
            <DialogContent>
              <p>{t('students.moveText', names)}</p>
              {groups.isPending ? (
                <LoadingState />
              ) : groups.isError ? (
                <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />
              ) : others.length === 0 ? (
                <p>{t('students.noOtherGroups', names)}</p>
              ) : (
                <Field label={t('students.moveLabel')} required validationMessage={fieldMessage}>
                  <Select value={groupId} onChange={(_e, data) => setGroupId(data.value)}>
                    <option value="">{t('students.moveChoose')}</option>
                    {others.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {move.isError && !serverField && <ErrorState error={move.error} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={move.isPending || others.length === 0}>
                {t('students.moveConfirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
