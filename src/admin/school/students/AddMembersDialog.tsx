import { Checkbox, Field, SearchBox, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ErrorState, LoadingState } from '../../shared/States';
import { useAddMembers, useStudentSearch, useStudentsScreen } from './api';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '2px', maxHeight: '320px', overflowY: 'auto', marginTop: '8px' },
});

/** Picks students of the school (a docent: of their groups) for a combination group; they keep their class. */
export function AddMembersDialog({
  groepId,
  memberIds,
  onDone,
  onCancel,
}: {
  groepId: string;
  memberIds: Set<string>;
  onDone: (added: number) => void;
  onCancel: () => void;
}) {
  const { t, accountId } = useStudentsScreen();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const found = useStudentSearch(accountId, query);
  const add = useAddMembers(accountId, groepId);
  const candidates = (found.data?.students ?? []).filter((s) => !memberIds.has(s.id));
  return (
    <ConfirmDialog
      open
      title={t('members.title')}
      confirmLabel={t('members.confirm', { count: chosen.size })}
      busy={chosen.size === 0 || add.isPending}
      onConfirm={() => add.mutate([...chosen], { onSuccess: (result) => onDone(result.added) })}
      onCancel={onCancel}
    >
      <p>{t('members.intro')}</p>
      <Field label={t('students.search')}>
        <SearchBox value={query} onChange={(_e, data) => setQuery(data.value)} />
      </Field>
      {found.isPending ? (
        <LoadingState />
      ) : found.isError ? (
        <ErrorState error={found.error} />
      ) : (
        <div className={styles.list} role="group" aria-label={t('members.title')}>
          {candidates.map((s) => (
            <Checkbox
              key={s.id}
              label={`${s.displayName} (${s.groupName ?? '—'})`}
              checked={chosen.has(s.id)}
              onChange={() => {
                const next = new Set(chosen);
                if (next.has(s.id)) next.delete(s.id);
                else next.add(s.id);
                setChosen(next);
              }}
            />
          ))}
          {candidates.length === 0 && <p role="status">{t('students.noMatch', { query })}</p>}
        </div>
      )}
      {add.isError && <ErrorState error={add.error} />}
    </ConfirmDialog>
  );
}
