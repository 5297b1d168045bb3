import { Checkbox, Field, SearchBox, makeStyles } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROSTER_PATHS, type StudentSearchResponse } from '../../../domain/contracts/roster';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { getJson, sendJson } from '../../shared/queries';
import { ErrorState, LoadingState } from '../../shared/States';
import { useStudentsScreen } from './api';

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
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const found = useQuery({
    queryKey: ['student-search', accountId, query],
    queryFn: () =>
      getJson<StudentSearchResponse>(
        `${ROSTER_PATHS.searchStudents(accountId)}?zoek=${encodeURIComponent(query)}`,
      ),
  });
  const add = useMutation({
    mutationFn: () =>
      sendJson<{ added: number }>('post', ROSTER_PATHS.members(groepId), { studentIds: [...chosen] }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['students', groepId] });
      await queryClient.invalidateQueries({ queryKey: ['groups', accountId] });
      onDone(result.added);
    },
  });
  const candidates = (found.data?.students ?? []).filter((s) => !memberIds.has(s.id));
  return (
    <ConfirmDialog
      open
      title={t('members.title')}
      confirmLabel={t('members.confirm', { count: chosen.size })}
      busy={chosen.size === 0 || add.isPending}
      onConfirm={() => add.mutate()}
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
