import {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  SearchBox,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { rules } from '../../../domain/validation';
import { usernameSchema, type StudentSummary } from '../../../domain/contracts/roster';
import { PAGE_SIZES } from '../../../domain/constants';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { formatRelativeDay } from '../../shared/format';
import { LinkButton } from '../../shared/LinkButton';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { RowMenu } from '../../shared/RowMenu';
import { useGroups, useStudents } from '../shared/roster-api';
import { STUDENT_SETTINGS_ID } from '../shared/screen';
import { AddMembersDialog } from './AddMembersDialog';
import { usePrintOneCard } from '../shared/PrintCardsButton';
import { useDeleteStudent, useEditStudent, useLeaveGroup, useMoveStudents, useStudentsScreen } from './api';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end', marginBottom: '12px' },
  search: { minWidth: '240px', flexGrow: 1, maxWidth: '420px' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', marginTop: '12px' },
  table: { maxWidth: '1400px' },
});

type SortKey = 'displayName' | 'username' | 'lastPractisedAt' | 'fluencyTestDue';
type Dialog =
  | { kind: 'members' }
  | { kind: 'leave'; student: StudentSummary }
  | { kind: 'move'; students: StudentSummary[]; fromRow?: boolean }
  | { kind: 'edit'; student: StudentSummary }
  | { kind: 'delete'; student: StudentSummary };

function compare(a: StudentSummary, b: StudentSummary, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return a.displayName.localeCompare(b.displayName, 'nl');
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'boolean') return x ? -1 : 1;
  return String(x).localeCompare(String(y), 'nl');
}

const editSchema = z.object({ displayName: rules.text(60), username: usernameSchema });
type EditValues = z.infer<typeof editSchema>;
const EDIT_FIELDS = ['displayName', 'username'];
const EDIT_ERRORS = 'students.errors';

/**
 * a-leerlingen: a group's students, searchable, sortable and paged (SPEC §9 page sizes); select some
 * to move them, or change or delete one. A home account (groups flag off) shows its children. The
 * group's progress tab shows what `progress` gives (the area puts the insight feature's there).
 */
export function StudentsPage({
  groupOverride,
  progress,
}: {
  groupOverride?: string;
  progress?: (group: { groepId: string; groupName?: string }) => ReactNode;
}) {
  const screen = useStudentsScreen();
  const { t, context, accountId } = screen;
  const groepId = groupOverride ?? screen.groepId;
  const students = useStudents(groepId);
  const styles = useStyles();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; dir: 'ascending' | 'descending' }>({
    key: 'displayName',
    dir: 'ascending',
  });
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const printCard = usePrintOneCard(groepId);
  const [search, setSearch] = useSearchParams();
  const withTabs = !context && !groupOverride && progress !== undefined;
  const view = withTabs && search.get('weergave') === 'voortgang' ? 'voortgang' : 'leerlingen';

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = students.data?.students ?? [];
    const found = q
      ? all.filter((s) => s.displayName.toLowerCase().includes(q) || s.username.toLowerCase().includes(q))
      : all;
    const sorted = [...found].sort((a, b) => compare(a, b, sort.key));
    return sort.dir === 'ascending' || sort.key === 'fluencyTestDue' ? sorted : sorted.reverse();
  }, [students.data, query, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  const visible = rows.slice(current * pageSize, (current + 1) * pageSize);

  const group = students.data?.group;
  const title = context ? t('students.title_home') : t('students.title', { group: group?.name ?? '…' });
  const headerCell = (key: SortKey, label: string, className?: string) => (
    <TableHeaderCell
      className={className}
      sortDirection={sort.key === key ? sort.dir : undefined}
      onClick={() =>
        setSort({ key, dir: sort.key === key && sort.dir === 'ascending' ? 'descending' : 'ascending' })
      }
    >
      {label}
    </TableHeaderCell>
  );
  const allVisibleSelected = visible.length > 0 && visible.every((s) => selected.has(s.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  return (
    <div>
      <AdminPage
        title={title}
        crumbs={
          context || groupOverride
            ? []
            : [
                { label: t('school:groups.title'), to: screen.link('a-groepen') },
                { label: group?.name ?? '…' },
              ]
        }
        actions={
          <>
            {group?.kind === 'combination' ? (
              <Button appearance="primary" onClick={() => setDialog({ kind: 'members' })}>
                {t('members.add')}
              </Button>
            ) : (
              <LinkButton
                appearance="primary"
                to={screen.link(context ? 'a-kind-toevoegen' : 'a-leerlingen-toevoegen', { groepId })}
              >
                {t('students.add', { context })}
              </LinkButton>
            )}
            <LinkButton to={screen.link('a-wachtwoorden', { groepId })}>{t('students.passwords')}</LinkButton>
            <LinkButton to={screen.link('a-groep-oefeninstellingen', { groepId })}>
              {t('students.settings')}
            </LinkButton>
          </>
        }
      >
        {withTabs && (
          <TabList
            selectedValue={view}
            onTabSelect={(_e, data) =>
              setSearch(data.value === 'voortgang' ? { weergave: 'voortgang' } : {}, { replace: true })
            }
            aria-label={t('students.tabs.label')}
            style={{ marginBottom: 12 }}
          >
            <Tab value="leerlingen">{t('students.tabs.students')}</Tab>
            <Tab value="voortgang">{t('students.tabs.progress')}</Tab>
          </TabList>
        )}
        <Notice>{notice}</Notice>
        {printCard.isError && <ErrorState error={printCard.error} />}
        {view === 'voortgang' ? (
          progress?.({ groepId, groupName: group?.name })
        ) : students.isPending ? (
          <LoadingState />
        ) : students.isError ? (
          <ErrorState error={students.error} onRetry={() => void students.refetch()} />
        ) : students.data.students.length === 0 ? (
          <EmptyState
            title={t('students.empty', { context })}
            action={
              <LinkButton
                appearance="primary"
                to={screen.link(context ? 'a-kind-toevoegen' : 'a-leerlingen-toevoegen', { groepId })}
              >
                {t('students.add', { context })}
              </LinkButton>
            }
          >
            {t('students.emptyText', { context })}
          </EmptyState>
        ) : (
          <>
            <div className={styles.toolbar}>
              <Field label={t('students.search')} className={styles.search}>
                <SearchBox
                  value={query}
                  onChange={(_e, data) => {
                    setQuery(data.value);
                    setPage(0);
                  }}
                />
              </Field>
              {selected.size > 0 && !context && (
                <>
                  <span role="status">{t('students.selected', { count: selected.size })}</span>
                  <Button
                    onClick={() =>
                      setDialog({
                        kind: 'move',
                        students: (students.data?.students ?? []).filter((s) => selected.has(s.id)),
                      })
                    }
                  >
                    {t('students.move')}
                  </Button>
                </>
              )}
            </div>
            {rows.length === 0 ? (
              <p role="status">{t('students.noMatch', { query })}</p>
            ) : (
              <Table aria-label={title} className={styles.table} sortable>
                <TableHeader>
                  <TableRow>
                    {!context && (
                      <TableHeaderCell style={{ width: 44 }} sortable={false}>
                        <Checkbox
                          aria-label={t('students.selectAll')}
                          checked={allVisibleSelected ? true : selected.size > 0 ? 'mixed' : false}
                          onChange={() =>
                            setSelected(allVisibleSelected ? new Set() : new Set(visible.map((s) => s.id)))
                          }
                        />
                      </TableHeaderCell>
                    )}
                    {headerCell('displayName', t('students.columns.name'))}
                    {headerCell('username', t('students.columns.username'), styles.narrowHidden)}
                    {headerCell('lastPractisedAt', t('students.columns.lastPractised'))}
                    {headerCell('fluencyTestDue', t('students.columns.test'), styles.narrowHidden)}
                    <TableHeaderCell style={{ width: 64 }} sortable={false}>
                      <span className="visually-hidden">{t('common:admin.actions')}</span>
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((s) => (
                    <TableRow key={s.id} data-testid={`student-${s.username}`}>
                      {!context && (
                        <TableCell>
                          <Checkbox
                            aria-label={t('students.selectRow', { name: s.displayName })}
                            checked={selected.has(s.id)}
                            onChange={() => toggle(s.id)}
                          />
                        </TableCell>
                      )}
                      <TableCell>{s.displayName}</TableCell>
                      <TableCell className={styles.narrowHidden}>{s.username}</TableCell>
                      <TableCell>
                        {s.lastPractisedAt ? formatRelativeDay(s.lastPractisedAt) : t('students.never')}
                      </TableCell>
                      <TableCell className={styles.narrowHidden}>
                        {s.fluencyTestDue ? (
                          <Badge color="informative">{t('students.testDue')}</Badge>
                        ) : (
                          t('students.testNotDue')
                        )}
                      </TableCell>
                      <TableCell>
                        <RowMenu
                          label={t('students.menu', { name: s.displayName })}
                          actions={[
                            {
                              label: t('students.edit'),
                              onClick: () => setDialog({ kind: 'edit', student: s }),
                            },
                            {
                              label: t('students.moveOne'),
                              onClick: () => setDialog({ kind: 'move', students: [s], fromRow: true }),
                              hidden: !!context,
                            },
                            {
                              label: t('school:cards.printOne'),
                              onClick: () => printCard.mutate(s),
                            },
                            {
                              label: t('students.settings'),
                              onClick: () =>
                                navigate(
                                  screen.link('a-leerling-oefeninstelling', {
                                    groepId,
                                    leerlingId: s.id,
                                    oefeninstellingId: STUDENT_SETTINGS_ID,
                                  }),
                                ),
                            },
                            {
                              label: t('members.remove'),
                              onClick: () => setDialog({ kind: 'leave', student: s }),
                              hidden: group?.kind !== 'combination',
                            },
                            {
                              label: t('students.delete'),
                              onClick: () => setDialog({ kind: 'delete', student: s }),
                            },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <div className={styles.pager}>
              <Field label={t('students.pageSize')} orientation="horizontal">
                <Dropdown
                  value={String(pageSize)}
                  selectedOptions={[String(pageSize)]}
                  onOptionSelect={(_e, data) => {
                    setPageSize(Number(data.optionValue));
                    setPage(0);
                  }}
                  style={{ minWidth: 90 }}
                >
                  {PAGE_SIZES.map((n) => (
                    <Option key={n} value={String(n)}>
                      {String(n)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Button disabled={current === 0} onClick={() => setPage(current - 1)}>
                {t('students.previous')}
              </Button>
              <span>{t('students.page', { page: current + 1, pages })}</span>
              <Button disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                {t('students.next')}
              </Button>
            </div>
          </>
        )}
        {dialog?.kind === 'members' && (
          <AddMembersDialog
            groepId={groepId}
            memberIds={new Set((students.data?.students ?? []).map((s) => s.id))}
            onDone={(added) => {
              setDialog(null);
              setNotice(t('members.added', { count: added }));
            }}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'leave' && (
          <LeaveDialog
            groepId={groepId}
            groupName={group?.name ?? ''}
            student={dialog.student}
            onDone={() => setDialog(null)}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'move' && (
          <MoveDialog
            accountId={accountId}
            fromGroup={groepId}
            students={dialog.students}
            onDone={(moved, groupName) => {
              // One child from its row is named; a selection is counted ("1 leerling verplaatst").
              const one = dialog.fromRow ? dialog.students[0] : undefined;
              setSelected(new Set());
              setDialog(null);
              setNotice(
                one
                  ? t('students.movedOne', { name: one.displayName, group: groupName })
                  : t('students.moved', { count: moved, group: groupName }),
              );
            }}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditStudentDialog student={dialog.student} groepId={groepId} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteStudentDialog
            student={dialog.student}
            groepId={groepId}
            trashDays={screen.account.data?.trashDays ?? 30}
            onDone={() => {
              setNotice(t('students.deleted', { name: dialog.student.displayName }));
              setDialog(null);
            }}
            onCancel={() => setDialog(null)}
          />
        )}
      </AdminPage>
    </div>
  );
}

function LeaveDialog({
  groepId,
  groupName,
  student,
  onDone,
  onCancel,
}: {
  groepId: string;
  groupName: string;
  student: StudentSummary;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, accountId } = useStudentsScreen();
  const leave = useLeaveGroup(accountId, groepId);
  return (
    <ConfirmDialog
      open
      title={t('members.removeTitle', { name: student.displayName, group: groupName })}
      confirmLabel={t('members.remove')}
      busy={leave.isPending}
      onConfirm={() => leave.mutate(student, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <p>{t('members.removeText', { name: student.displayName })}</p>
      {leave.isError && <ErrorState error={leave.error} />}
    </ConfirmDialog>
  );
}

/** Moves the chosen students (the selection, or one row's child) to another class of the school. */
function MoveDialog({
  accountId,
  fromGroup,
  students,
  onDone,
  onCancel,
}: {
  accountId: string;
  fromGroup: string;
  students: StudentSummary[];
  onDone: (moved: number, groupName: string) => void;
  onCancel: () => void;
}) {
  const studentIds = students.map((s) => s.id);
  const { t } = useStudentsScreen();
  const groups = useGroups(accountId);
  const targets = (groups.data?.groups ?? []).filter((g) => g.id !== fromGroup && g.kind === 'group');
  const [to, setTo] = useState<string | undefined>();
  const move = useMoveStudents(accountId);
  return (
    <ConfirmDialog
      open
      title={
        students.length === 1
          ? t('students.moveOneTitle', { name: students[0]!.displayName })
          : t('students.moveTitle', { count: students.length })
      }
      confirmLabel={t('students.moveConfirm')}
      busy={!to || move.isPending}
      onConfirm={() =>
        to &&
        move.mutate(
          { studentIds, groupId: to },
          { onSuccess: (result) => onDone(result.moved, targets.find((g) => g.id === to)?.name ?? '') },
        )
      }
      onCancel={onCancel}
    >
      <Field label={t('students.moveTo')}>
        <Dropdown
          value={targets.find((g) => g.id === to)?.name ?? ''}
          onOptionSelect={(_e, data) => setTo(data.optionValue)}
        >
          {targets.map((g) => (
            <Option key={g.id} value={g.id}>
              {g.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {move.isError && <ErrorState error={move.error} />}
    </ConfirmDialog>
  );
}

/** Changes a pupil's name and user name; the server's refusal (a user name in use) lands on its field. */
function EditStudentDialog({
  student,
  groepId,
  onClose,
}: {
  student: StudentSummary;
  groepId: string;
  onClose: () => void;
}) {
  const { t } = useStudentsScreen();
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { displayName: student.displayName, username: student.username },
  });
  const save = useEditStudent(groepId, student);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t('students.editTitle', { name: student.displayName })}
      form={form}
      fields={EDIT_FIELDS}
      mutation={save}
      onSaved={onClose}
      submitLabel={t('common:admin.save')}
      errorKeys={EDIT_ERRORS}
      t={t}
      onClose={onClose}
    >
      <Field
        label={t('students.displayName')}
        hint={t('students.displayNameHint')}
        validationMessage={fieldMessage(t, EDIT_ERRORS, errors.displayName?.message)}
      >
        <FormInput control={form.control} name="displayName" />
      </Field>
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <Field
            label={t('students.username')}
            validationMessage={fieldMessage(t, EDIT_ERRORS, errors.username?.message)}
          >
            <Input
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(_e, data) => field.onChange(data.value.toLowerCase())}
            />
          </Field>
        )}
      />
    </FormDialog>
  );
}

function DeleteStudentDialog({
  student,
  groepId,
  trashDays,
  onDone,
  onCancel,
}: {
  student: StudentSummary;
  groepId: string;
  trashDays: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, accountId } = useStudentsScreen();
  const remove = useDeleteStudent(accountId, groepId);
  return (
    <ConfirmDialog
      open
      title={t('students.deleteTitle', { name: student.displayName })}
      confirmLabel={t('students.delete')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(student, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <p>{t('students.deleteText', { name: student.displayName, count: trashDays })}</p>
      {remove.isError && <ErrorState error={remove.error} />}
    </ConfirmDialog>
  );
}
